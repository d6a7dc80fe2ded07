/**
 * A User-Agent in words a person recognises: "Chrome on Windows", "Safari on iPhone". Only the browser's family and
 * the system are read, never versions: enough to tell one's devices apart on /profile. No npm parser is installed,
 * and a short list of the browsers people use does: brands that build on Chrome or Safari name themselves first in
 * the string, so they are looked for before the engines they build on.
 */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/Chrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_BROWSER = 'Unknown browser';

const firstMatch = (userAgent: string, list: ReadonlyArray<readonly [RegExp, string]>) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1];

export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_BROWSER;
  const browser = firstMatch(userAgent, BROWSERS) ?? UNKNOWN_BROWSER;
  const system = firstMatch(userAgent, SYSTEMS);
  return system ? `${browser} on ${system}` : browser;
}
