/**
 * Whether someone born on `isoDate` (YYYY-MM-DD) is at least `years` old on `today` (spec §5: 18
 * or older). Calendar arithmetic on the date parts, so time zones cannot move a birthday.
 */
export function isAtLeastAge(isoDate: string, years: number, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [nowYear, nowMonth, nowDay] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const age = nowYear - year - (nowMonth < month || (nowMonth === month && nowDay < day) ? 1 : 0);
  return age >= years;
}
