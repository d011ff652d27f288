import type { Page } from "playwright-core";
import { en } from "#app/i18n/home/en.ts";
import { fr } from "#app/i18n/home/fr.ts";
import { nl } from "#app/i18n/home/nl.ts";

/** The home page's messages in each language, and its address. */
export const homeMessages = { en, nl, fr } as const;
export const homePaths = { en: "/", nl: "/nl", fr: "/fr" } as const;

/** A message with its {{placeholders}} filled, as the page's translator does. */
export const interpolate = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/**
 * Brings the home page's buy-back calculator into view and waits until React has hydrated it:
 * its code is fetched as it nears the viewport (buy-back-section.tsx, lazy-when-near.tsx).
 */
export async function openCalculator(page: Page): Promise<void> {
  await page.locator("#buy-back").scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const input = document.querySelector("#buy-back input[name=grams]");
    return input !== null && Object.keys(input).some((key) => key.startsWith("__reactProps"));
  });
}
