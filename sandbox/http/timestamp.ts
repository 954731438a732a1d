/** yyyyMMddHHmmss of an ISO time (spec §9 timestamp format). */
export function timestamp(iso: string): string {
  return iso.replace(/[-:T]/g, '').slice(0, 14);
}
