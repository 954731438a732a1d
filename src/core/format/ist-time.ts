/**
 * India Standard Time with Intl only. Asia/Kolkata has been a fixed UTC+05:30 since 1945, so a
 * calendar date in India is the UTC date of the instant moved forward by that offset; no time-zone
 * library is needed, and the browser's own zone never leaks into what a customer sees.
 */
const istOffsetMs = (5 * 60 + 30) * 60_000;
export const indiaTimeZone = 'Asia/Kolkata';

/** An instant's calendar date in India, YYYY-MM-DD. */
export function istDate(epochMs: number): string {
  return new Date(epochMs + istOffsetMs).toISOString().slice(0, 10);
}

/** The instant a day of India's calendar (YYYY-MM-DD) begins: a period's dates are India's days. */
export function istDayStart(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) - istOffsetMs;
}

/** The instant a wallet timestamp (yyyyMMddHHmmss, India time, spec §9) stands for; null when it is not one. */
export function parseTimestamp(text: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return utc - istOffsetMs;
}

/** Whether a text is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date moved by whole days (negative: earlier). */
export function addDays(isoDate: string, days: number): string {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first day of the month of a date, moved by whole months (0: this month, -1: last month). */
export function monthStart(isoDate: string, months = 0): string {
  const [y = 0, m = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** Whole months from one calendar date until another, rounded down; negative when it has passed. */
export function monthsUntil(fromIso: string, toIso: string): number {
  const [fy = 0, fm = 1, fd = 1] = fromIso.split('-').map(Number);
  const [ty = 0, tm = 1, td = 1] = toIso.split('-').map(Number);
  const months = (ty - fy) * 12 + (tm - fm);
  return td < fd ? months - 1 : months;
}

/** Whole days from one calendar date until another (YYYY-MM-DD); negative when it has passed. */
export function daysUntil(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 86_400_000);
}

/** A calendar date as DD/MM/YYYY, the way Indian customers write it, whatever the browser's locale. */
export function showDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d ?? ''}/${m ?? ''}/${y ?? ''}`;
}

/** An instant as DD/MM/YYYY, HH:mm in India time (24-hour clock, formatted by Intl). */
let timeFormat: Intl.DateTimeFormat | undefined;
export function showDateTime(epochMs: number): string {
  // One formatter for every call: making one costs far more than using it.
  timeFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: indiaTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts = timeFormat.format(epochMs);
  return `${showDate(istDate(epochMs))}, ${parts}`;
}
