/** An account or card number with all but its last four characters hidden (spec §3: numbers are never shown whole). */
export function maskAccount(number: string): string {
  const visible = number.slice(-4);
  return `${'•'.repeat(Math.min(Math.max(number.length - 4, 0), 4))}${visible}`;
}
