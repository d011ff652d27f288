import type { Locator } from "playwright-core";
import { expect } from "vitest";
import { baseUrl } from "./pages.ts";

/**
 * A visitor's photo as the admin's tabs show it (VisitorPhotos): a thumbnail at the smallest
 * size the media service makes, which the browser loaded, linking to `url`, served as WebP.
 */
export async function expectThumbnailOf(link: Locator, url: string): Promise<void> {
  expect(await link.getAttribute("href")).toBe(url);
  const image = link.locator("img");
  expect(await image.getAttribute("srcset")).toBe(`${url}?w=160 160w`);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const full = await fetch(`${baseUrl()}${url}`);
  expect(full.status).toBe(200);
  expect(full.headers.get("content-type")).toBe("image/webp");
}
