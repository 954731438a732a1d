import type { I18n } from '@/engine/i18n/i18n';
import { weeklyHoursWords } from '@/core/format/weekday-words';

/** "{{kycAgentHours, weeklyHours}}": a weekly-hours limit in the language's words ("du lundi au vendredi, de 10:00 à 18:30"). */
export function weeklyHoursFormat(i18n: I18n): (value: unknown, lng: string | undefined) => string {
  return (value, lng) =>
    typeof value === 'string'
      ? weeklyHoursWords(value, i18n.t('format.locale', { lng }), {
          range: (from, to) => i18n.t('format.dayRange', { lng, from, to }),
          hours: (weekdays, opens, closes) => i18n.t('format.dayHours', { lng, weekdays, opens, closes }),
          separator: i18n.t('format.hoursSeparator', { lng }),
        })
      : String(value);
}
