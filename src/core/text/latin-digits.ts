/**
 * A text with every decimal digit of any script written as 0–9: the digits a Hindi or Marathi
 * keyboard types (०–९), a Bengali one (০–৯), Tamil (௦–௯), Telugu (౦–౯)… are the same numbers.
 * Unicode encodes each script's ten digits in order, from its zero, so a digit's value is how far
 * it is from the first of its run of digits (a run of several tens counts in tens).
 */
export function latinDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const point = digit.codePointAt(0) ?? 0;
    // The first digit of the runs of ten this one is among (some scripts have several in a row).
    let first = point;
    while (/\p{Nd}/u.test(String.fromCodePoint(first - 1))) first -= 1;
    return String((point - first) % 10);
  });
}
