/**
 * Stands in for fast-uri in RJSF (bundle-shims.ts), which resolves a form's "$ref" against its
 * "$id". The standard URL parser does that job; only the two functions RJSF calls are given.
 */
function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    // A relative base ("signupDetails") has no URL of its own: the reference stands as written.
    return ref;
  }
}

function equal(a: string, b: string): boolean {
  return resolve('urn:form:/', a) === resolve('urn:form:/', b);
}

export default { resolve, equal };
