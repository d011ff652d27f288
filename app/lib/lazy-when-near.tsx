import { lazy, memo, Suspense, useEffect, type ComponentType } from "react";

/** How far below the viewport a section starts loading, so it is ready when it scrolls in. */
const AHEAD = "600px 0px";

/**
 * A section far down a page whose code loads only when it is wanted. The server renders it in
 * full; in the browser React hydrates around it and leaves the server's HTML in place (a
 * Suspense boundary waiting for its code), so its links and its form work and it costs the
 * first visit no JavaScript. Its code loads, and React hydrates it, at the first of:
 * - the element with `id` comes near the viewport;
 * - the visitor's first press of a pointer or key anywhere: a navigation, even within the page
 *   (`/#contact`), changes the router's context, and React then drops a boundary it has not
 *   hydrated for its fallback; started at the press, the code is usually in by then;
 * - React shows the fallback anyway (a history step, a form's answer): the server's HTML is
 *   gone, so the section renders from its code as soon as it arrives.
 * A client-side navigation to the page loads it with the data (`preload`, the route's
 * clientLoader), so it renders at once, in place.
 */
export function lazyWhenNear<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  let fetching: Promise<{ default: ComponentType<P> }> | undefined;
  const fetch = () =>
    (fetching ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  // The server loads it at start, so every render has it at hand: React.lazy renders a
  // thenable that answers at once without suspending, and the page is sent whole (a
  // suspended boundary would be streamed behind script, which a visitor without JavaScript
  // never sees).
  if (import.meta.env.SSR) void fetch();
  const Section = lazy(() => {
    if (loaded) return settled({ default: loaded });
    return import.meta.env.SSR ? fetch() : wanted(id).then(fetch);
  });
  function LoadNow() {
    useEffect(() => {
      void fetch();
    }, []);
    return null;
  }
  // Memo: a re-render of the page with the same props never reaches the boundary.
  const WhenNear = memo(function WhenNear(props: P) {
    return (
      <Suspense fallback={<LoadNow />}>
        <Section {...props} />
      </Suspense>
    );
  });
  return Object.assign(WhenNear, { preload: fetch });
}

/** A thenable that calls back at once, which React.lazy takes as already resolved. */
function settled<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled: (value: T) => unknown) {
      onFulfilled(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

/** Resolves when the element nears the viewport or on the visitor's first press. */
function wanted(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: AHEAD },
    );
    const presses = ["pointerdown", "keydown"] as const;
    function done() {
      observer.disconnect();
      for (const type of presses) removeEventListener(type, done, true);
      resolve();
    }
    observer.observe(element);
    for (const type of presses) addEventListener(type, done, { capture: true, passive: true });
  });
}
