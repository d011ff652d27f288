import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The window's scroll position in one frame, with the address and page it showed. */
export interface ScrollFrame {
  /** performance.now() at the frame. */
  time: number;
  y: number;
  /** Path and hash. */
  address: string;
  /** The text of the main heading (h1) the frame shows. */
  heading: string;
}

type Recording = Window & { scrollFrames?: ScrollFrame[] };

/**
 * From now on records the scroll position at every frame (requestAnimationFrame), so a test
 * sees how a scroll moved rather than where it ended. The document, and with it the
 * recording, lives on through client-side navigations.
 */
export async function recordScrollFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: ScrollFrame[] = [];
    (window as Recording).scrollFrames = frames;
    const record = () => {
      frames.push({
        time: performance.now(),
        y: Math.round(window.scrollY),
        address: location.pathname + location.hash,
        heading: document.querySelector("main h1")?.textContent ?? "",
      });
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}

export const recordedScrollFrames = (page: Page) =>
  page.evaluate(() => (window as Recording).scrollFrames ?? []);

/**
 * Waits until the page is at `address` and its scroll has rested there for `frames` frames,
 * and returns the frames from the one that first showed `address`.
 */
export async function scrollFramesUntilRest(
  page: Page,
  address: string,
  frames = 20,
): Promise<ScrollFrame[]> {
  let since: ScrollFrame[] = [];
  await expect
    .poll(
      async () => {
        const { all, now, y } = await page.evaluate(() => ({
          all: (window as Recording).scrollFrames ?? [],
          now: performance.now(),
          y: Math.round(window.scrollY),
        }));
        const first = all.findIndex((frame) => frame.address === address);
        since = first === -1 ? [] : all.slice(first);
        const last = since.slice(-frames);
        // At rest only on fresh frames that agree with the page now: a busy machine can hold
        // back animation frames, and frames that stopped coming prove no rest.
        const fresh = (last.at(-1)?.time ?? 0) > now - 500;
        return last.length === frames && fresh && last.every((frame) => frame.y === y);
      },
      { message: `scroll at rest on ${address}` },
    )
    .toBe(true);
  return since;
}
