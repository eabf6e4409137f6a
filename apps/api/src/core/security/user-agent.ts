/**
 * A small user-agent reader: the browser and OS names a member recognises in their device list
 * and new-device notice. Our own rather than a library: only the families members' sites see
 * (Chromium browsers, Firefox, Safari, the in-app views, the five desktop and mobile systems) are
 * named, no version is exposed, and the order of the checks below is the whole rule (Edge,
 * Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari").
 */

/** What a user agent says about the device, as names to show (null: not recognised). */
export interface UserAgentInfo {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdgA?\/|\bEdg(?:iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bMicroMessenger\//, 'WeChat'],
  [/\bLine\//, 'LINE'],
  [/\bFBAN\/|\bFBAV\//, 'Facebook'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Reads the browser and OS out of a `User-Agent` header. */
export function parseUserAgent(userAgent: string | null | undefined): UserAgentInfo {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return { browser, os, mobile: /\bMobi|\biPhone\b|\biPad\b|\bAndroid\b/.test(ua) };
}

/** "Chrome / Windows", "Safari", "Android" or null: the device in one phrase. */
export function describeDevice(info: UserAgentInfo): string | null {
  if (info.browser && info.os) return `${info.browser} / ${info.os}`;
  return info.browser ?? info.os;
}
