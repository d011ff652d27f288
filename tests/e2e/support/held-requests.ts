import type { Page, Request } from "playwright-core";

export interface HeldRequests {
  /** The first matching request, once the page has sent it (it is held from then on). */
  readonly first: Promise<Request>;
  /** Lets the held requests go on to the server, and every later one straight through. */
  release(): void;
}

/**
 * Holds the page's requests to `url` (those `which` picks) until the test releases them, so a
 * state that lasts only as long as a request (Sending..., Saving..., Loading...) stays until
 * the test has seen it, however slow the machine is; a fixed delay can be over before a
 * loaded machine has drawn the state, or the test has looked.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  which: (request: Request) => boolean = () => true,
): Promise<HeldRequests> {
  const released = Promise.withResolvers<undefined>();
  const first = Promise.withResolvers<Request>();
  await page.route(url, async (route) => {
    const request = route.request();
    if (!which(request)) return route.fallback();
    first.resolve(request);
    await released.promise;
    // The page may have given up on it meanwhile (aborted, or closed): then there is nothing
    // to send on, and the test sees the outcome from the page's side.
    await route.continue().catch(() => undefined);
  });
  return {
    first: first.promise,
    release: () => {
      released.resolve(undefined);
    },
  };
}
