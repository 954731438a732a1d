/**
 * Reads an amount of rupees as the amount widget keeps it ("1234.5", "2": read-typed-amount.ts
 * has already read the customer's language) as whole paise, by string arithmetic so no floating
 * point touches money (spec §5: amounts are sent multiplied by 100). Returns null for anything that
 * is not a non-negative amount with at most two decimals, grouping marks included: which mark
 * groups depends on the language, and only the widget knows it.
 */
export function rupeesToPaise(typed: string): number | null {
  const cleaned = typed.trim();
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const rupees = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const paise = Number(rupees) * 100 + Number(fraction);
  return Number.isSafeInteger(paise) ? paise : null;
}
