import { createContext, use, useState } from "react";
import { takeServerFormatted } from "#common/format.ts";

const ELEMENT_ID = "formatted-texts";

/** What the server formatted for this page so far: provided by entry.server.tsx, null in the browser. */
export const FormattedTextsContext = createContext<ReadonlyMap<string, string> | null>(null);

/**
 * The texts the server formatted for the page above it (common/format.ts, decision 19), as a
 * JSON data block at the end of the body, so the browser hydrates prices and dates without
 * building Intl formatters. Rendered last in the document, after every part that formats.
 */
export function FormattedTexts() {
  const texts = use(FormattedTextsContext);
  // In the browser the block stays what the server wrote: read once, never rewritten.
  const [json] = useState(() =>
    texts ? dataBlock([...texts]) : (document.getElementById(ELEMENT_ID)?.textContent ?? ""),
  );
  return (
    <script
      type="application/json"
      id={ELEMENT_ID}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/** Browser, before hydrating: hands the page's formatted texts to common/format.ts. */
export function takeFormattedTexts(): void {
  const json = document.getElementById(ELEMENT_ID)?.textContent;
  if (!json) return;
  try {
    takeServerFormatted(JSON.parse(json) as [string, string][]);
  } catch {
    // A page without a readable list formats in the browser, as it would without the list.
  }
}

/** JSON that cannot end its script element early ("</script>" inside a text). */
function dataBlock(entries: [string, string][]): string {
  return JSON.stringify(entries).replace(/</g, "\\u003c");
}
