import { useTranslation } from '@/engine/i18n/use-translation';
import type { FlowStep } from '@/core/flow/flow-definition';
import type { TemplateScope } from '@/core/flow/resolve-template';
import { textValues } from '../kinds/shown-value';

export interface StepIntroProps {
  readonly step: FlowStep;
  readonly scope: TemplateScope;
  readonly className?: string;
}

/** A step's intro, with the values it names filled in (where the OTP went, masked). */
export function StepIntro({ step, scope, className }: StepIntroProps) {
  const { t } = useTranslation();
  if (!step.introKey) return null;
  return <p className={className}>{t(step.introKey, textValues(step.introValues ?? {}, scope, t))}</p>;
}
