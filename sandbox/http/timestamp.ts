/** India Standard Time is a fixed UTC+05:30 (no daylight saving since 1945). */
const istOffsetMs = (5 * 60 + 30) * 60_000;

/** yyyyMMddHHmmss of an ISO time, in India Standard Time (spec §9 timestamp format; the contract's Timestamp). */
export function timestamp(iso: string): string {
  return timestampAt(Date.parse(iso));
}

/** The same, of an instant in milliseconds (a row's stored time). */
export function timestampAt(epochMs: number): string {
  return new Date(epochMs + istOffsetMs).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
