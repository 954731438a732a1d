import { useTranslation } from '@/engine/i18n/use-translation';

export interface SupportReferenceProps {
  /** The request that failed; nothing is drawn without one. */
  readonly reference: string | null | undefined;
}

/** The request a failure happened to, for the customer to quote to support (issue 38 item 4). */
export function SupportReference({ reference }: SupportReferenceProps) {
  const { t } = useTranslation();
  return reference ? <p className="support-reference">{t('app.reference', { reference })}</p> : null;
}
