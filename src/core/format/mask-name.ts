/**
 * A name as a sender sees their friend's before sending money (issue 31 item 14): the first name
 * whole, each other name by its initial ("Rohan M."), enough to recognise and little to give away.
 */
export function maskName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return [first, ...rest.map((name) => `${Array.from(name)[0] ?? ''}.`)].join(' ');
}
