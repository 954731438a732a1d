import type { I18n } from '@/engine/i18n/i18n';
import { waitWords } from '@/core/format/wait-words';

/** "{{retryAfterSeconds, wait}}": a wait in seconds as the language says it ("30 minutes"). */
export function waitFormat(i18n: I18n): (value: unknown, lng: string | undefined) => string {
  return (value, lng) => (typeof value === 'number' ? waitWords(value, i18n.t('format.locale', { lng })) : String(value));
}
