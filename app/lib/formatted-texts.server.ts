import { AsyncLocalStorage } from "node:async_hooks";
import { recordFormattedIn } from "#common/format.ts";

/**
 * The texts common/format.ts formats while one page renders, kept apart per request: React
 * renders several pages at once, each continuing in the async context it started in.
 */
const storage = new AsyncLocalStorage<Map<string, string>>();
recordFormattedIn(() => storage.getStore());

/** Runs a page's render with `texts` collecting what it formats (FormattedTexts writes it). */
export function recordingFormattedTexts<T>(texts: Map<string, string>, render: () => T): T {
  return storage.run(texts, render);
}
