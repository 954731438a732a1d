/** The kind of device a browser runs on, as the sessions list names it (rules/catalogues/device-kinds.json). */
export type DeviceKind = 'android' | 'iphone' | 'ipad' | 'windows' | 'mac' | 'linux' | 'unknown';

/** What a User-Agent says of the device and the browser, enough for a customer to recognise their own. */
export interface Device {
  readonly device: DeviceKind;
  readonly browser: string | null;
}

// Most specific first: Edge, Opera and Samsung Internet say "Chrome" too, and Chrome says "Safari".
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const devices: readonly (readonly [RegExp, DeviceKind])[] = [
  [/\bAndroid\b/, 'android'],
  [/\biPhone\b/, 'iphone'],
  [/\biPad\b/, 'ipad'],
  [/\bWindows\b/, 'windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'mac'],
  [/\bLinux\b|\bCrOS\b/, 'linux'],
];

/** The device and browser of a User-Agent header; unknown (and no browser) for what it does not say. */
export function deviceOf(userAgent: string | null): Device {
  const text = userAgent ?? '';
  return {
    device: devices.find(([pattern]) => pattern.test(text))?.[1] ?? 'unknown',
    browser: browsers.find(([pattern]) => pattern.test(text))?.[1] ?? null,
  };
}
