/**
 * Stands in, in the bundle, for the parts of RJSF the portal's forms never use (arrays, one-of
 * choices, layout grids, files, ratings…; bundle-shims.ts), so a phone does not download them. The
 * config check refuses a form that would need one; reaching this is a form the check let through.
 */
export default function UnsupportedField(): never {
  throw new Error('this form needs a part of RJSF the portal does not ship (bundle-shims.ts); the config check should have refused it');
}
