/**
 * The server pages a list filters the portal applies itself (type, status, a search) must be
 * loaded from: every batch of the period, from the second on (the first is already there), up to
 * `maxRows` rows; and whether the period holds more rows than that.
 */
export function batchesToLoad(total: number, batch: number, maxRows: number): { readonly pages: readonly number[]; readonly capped: boolean } {
  if (batch <= 0) return { pages: [], capped: false };
  const rows = Math.min(total, Math.max(maxRows, batch));
  const last = Math.ceil(rows / batch);
  return { pages: Array.from({ length: Math.max(0, last - 1) }, (_, index) => index + 2), capped: total > rows };
}
