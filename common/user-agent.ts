/**
 * A device as a person recognises it in their list of sessions: the browser and the system
 * it runs on, read from the User-Agent it sent when signing in. Names, not versions; null when
 * the string names none of the usual ones (the list then says "unknown device").
 */
export interface DeviceName {
  browser: string | null;
  system: string | null;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  // Headless Chrome (automation, previews) names itself HeadlessChrome/.
  [/(?:\b|Headless)Chrom(?:e|ium)\/|\bCriOS\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export function deviceName(userAgent: string | null): DeviceName {
  const text = userAgent ?? "";
  const find = (list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(text))?.[1];
  return { browser: find(BROWSERS) ?? null, system: find(SYSTEMS) ?? null };
}
