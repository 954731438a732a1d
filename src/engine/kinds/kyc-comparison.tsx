import { useEffect, useState } from 'react';
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
}

/**
 * Minimum and full KYC side by side, as the limits and the permission decision say (ComparisonSpec).
 * The decision is asked in the browser, so the table is the rule the portal applies, not a copy.
 */
export function KycComparison({ spec }: KycComparisonProps) {
  const { t } = useTranslation();
  const [actions, setActions] = useState<LevelComparison[] | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all([loadRulesFile(spec.decision), loadDecision(spec.decision)])
      .then(([file, decide]) => compareLevels(actionsNamed(file, spec.exclude), spec.levels.map((level) => level.kycType), decide))
      .then((rows) => {
        if (current) setActions(rows);
      });
    return () => {
      current = false;
    };
  }, [spec]);
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
