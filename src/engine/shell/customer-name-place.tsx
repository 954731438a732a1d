/**
 * The customer's name's place while it is not known (the signed-in frame still loading, or the name):
 * the header keeps its rows, so the page does not move when the name comes (issue 37: Lighthouse
 * measured a layout shift of 0.18 on /dashboard). A chunk apart from the name itself, for the entry.
 */
export function CustomerNamePlace() {
  return <span className="app__customer" aria-hidden="true" />;
}
