import { use, useEffect, useState } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { limitValues } from '@/core/config/limits';
import { resolveTemplate } from '@/core/flow/resolve-template';
import { actionLabelKey, actionsNamed, compareLevels, type LevelComparison } from '@/core/rules/kyc-comparison';
import type { ComparisonSpec } from '@/core/screens/screen-definition';
import { loadDecision, loadRulesFile } from '../config/load-decision';
import { Skeleton } from './skeleton';

const scope = { limit: limitValues() };

export interface KycComparisonProps {
  readonly spec: ComparisonSpec;
  /** The decision's rows, when the caller waited for them (comparisonRows); asked for once drawn otherwise. */
  readonly rows?: readonly LevelComparison[] | null;
}

const asked = new Map<ComparisonSpec, Promise<readonly LevelComparison[] | null>>();

/**
 * The permission decision's answer for each action and level of a comparison, asked once per
 * comparison (a page's visit); null when its rules could not be loaded, the table then drawn without
 * them: asked again at once, a comparison that waits for them would ask without end while offline.
 */
export function comparisonRows(spec: ComparisonSpec): Promise<readonly LevelComparison[] | null> {
  const known = asked.get(spec);
  if (known) return known;
  const rows = Promise.all([loadRulesFile(spec.decision), loadDecision(spec.decision)])
    .then(([file, decide]) => compareLevels(actionsNamed(file, spec.exclude), spec.levels.map((level) => level.kycType), decide))
    .catch(() => null);
  asked.set(spec, rows);
  return rows;
}

/** The comparison drawn whole, once its decision's rows are in (it suspends until then): what comes after it does not move. */
export function ReadyKycComparison({ spec }: KycComparisonProps) {
  return <KycComparison spec={spec} rows={use(comparisonRows(spec))} />;
}

/**
 * Minimum and full KYC side by side, as the limits and the permission decision say (ComparisonSpec).
 * The decision is asked in the browser, so the table is the rule the portal applies, not a copy.
 */
export function KycComparison({ spec, rows = null }: KycComparisonProps) {
  const { t } = useTranslation();
  const [actions, setActions] = useState(rows);
  useEffect(() => {
    if (actions !== null) return undefined;
    let current = true;
    void comparisonRows(spec).then((loaded) => {
      if (current) setActions(loaded);
    });
    return () => {
      current = false;
    };
  }, [spec, actions]);
  return (
    <table className="comparison">
      <caption>{t(spec.captionKey)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(spec.featureKey)}</th>
          {spec.levels.map((level) => (
            <th key={level.kycType} scope="col">
              {t(level.labelKey)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {spec.rows.map((row) => (
          <tr key={row.labelKey}>
            <th scope="row">{t(row.labelKey)}</th>
            {row.cells.map((cell, index) => (
              <td key={index}>{t(cell.messageKey, { value: cell.value === undefined ? undefined : resolveTemplate(cell.value, scope) })}</td>
            ))}
          </tr>
        ))}
        {actions === null ? (
          <tr>
            <td colSpan={spec.levels.length + 1}>
              <Skeleton lines={2} />
            </td>
          </tr>
        ) : (
          actions.map((row) => (
            <tr key={row.action}>
              <th scope="row">{t(actionLabelKey(row.action))}</th>
              {row.allowed.map((allowed, index) => (
                <td key={index} className={allowed ? 'comparison__yes' : 'comparison__no'}>
                  {t(allowed ? 'kyc.yes' : 'kyc.no')}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
