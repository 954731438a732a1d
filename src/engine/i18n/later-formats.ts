// The formats no first page uses, in one chunk: loaded as the portal starts (create-i18n.ts laterFormats).
export { waitFormat } from './wait-format';
export { weeklyHoursFormat } from './weekly-hours-format';
