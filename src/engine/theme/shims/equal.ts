/**
 * Stands in for fast-equals in RJSF (bundle-shims.ts): @rjsf/utils makes its deepEquals with
 * createCustomEqual({ circular: true, areFunctionsEqual }) and uses nothing else of it. What RJSF
 * compares is JSON (schemas, ui schemas, form data), with functions in ui schemas; so this compares
 * primitives, arrays, plain objects and dates, follows cycles, and leaves out the Map, Set, typed
 * array and React-element cases of the full library (7.8 KB raw).
 */
type Config = { readonly areFunctionsEqual?: (a: unknown, b: unknown) => boolean };
export interface CustomEqualOptions {
  readonly circular?: boolean;
  readonly createCustomConfig?: () => Config;
}

type Pairs = Map<object, object>;

function equalWith(areFunctionsEqual: (a: unknown, b: unknown) => boolean) {
  const equal = (a: unknown, b: unknown, seen: Pairs): boolean => {
    if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
    if (typeof a === 'function') return areFunctionsEqual(a, b);
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    // A pair already under comparison higher up is taken as equal: a cycle ends here.
    if (seen.get(a) === b) return true;
    seen.set(a, b);
    if (Array.isArray(a) || Array.isArray(b)) {
      return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => equal(item, b[index], seen));
    }
    if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
    const keys = Object.keys(a);
    const record = b as Record<string, unknown>;
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && equal((a as Record<string, unknown>)[key], record[key], seen));
  };
  return equal;
}

export function createCustomEqual(options: CustomEqualOptions = {}): (a: unknown, b: unknown) => boolean {
  const equal = equalWith(options.createCustomConfig?.().areFunctionsEqual ?? ((a, b) => a === b));
  return (a, b) => equal(a, b, new Map());
}
