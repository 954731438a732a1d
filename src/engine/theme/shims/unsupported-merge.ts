/**
 * Stands in, in the bundle, for RJSF's allOf merge (@x0k/json-schema-merge, 12 KB raw;
 * bundle-shims.ts): no form of the portal has an allOf, which the config check refuses.
 */
export default function shallowAllOfMerge(): never {
  throw new Error('this form has an allOf, which the portal does not ship a merge for (bundle-shims.ts); the config check should have refused it');
}
