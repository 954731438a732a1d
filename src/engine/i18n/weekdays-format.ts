import type { I18n } from '@/engine/i18n/i18n';
import { weekdayWords } from '@/core/format/weekday-words';

/** "{{kycAgentWeekdays, weekdays}}": a weekdays limit in the language's day names ("du lundi au vendredi"). */
export function weekdaysFormat(i18n: I18n): (value: unknown, lng: string | undefined) => string {
  return (value, lng) => (typeof value === 'string' ? weekdayWords(value, i18n.t('format.locale', { lng }), (from, to) => i18n.t('format.dayRange', { lng, from, to })) : String(value));
}
