import { lazy, memo, Suspense, type ComponentType } from "react";

/** How far below the viewport a section starts loading, so it is ready when it scrolls in. */
const AHEAD = "600px 0px";

/**
 * A section far down a page whose code loads only when it comes near the viewport. The
 * server renders it in full; in the browser React hydrates around it and leaves the server's
 * HTML in place (a Suspense boundary waiting for its code), so its links work and it costs
 * the first visit no JavaScript. When the element with `id` nears the viewport, its code
 * loads and React hydrates it. Without that element (a client-side navigation renders the
 * page afresh) it loads at once.
 */
export function lazyWhenNear<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  const fetch = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  // The server loads it at start, so every render has it at hand: React.lazy renders a
  // thenable that answers at once without suspending, and the page is sent whole (a
  // suspended boundary would be streamed behind script, which a visitor without JavaScript
  // never sees).
  if (import.meta.env.SSR) void fetch();
  const Section = lazy(() => {
    if (loaded) return settled({ default: loaded });
    return import.meta.env.SSR ? fetch() : near(id).then(fetch);
  });
  // Memo: a re-render of the page that reaches a boundary still waiting for its code makes
  // React drop the server's HTML for the fallback; with the same props none reaches it.
  const WhenNear = memo(function WhenNear(props: P) {
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    );
  });
  // A client-side navigation has no server HTML to show meanwhile: its route's clientLoader
  // fetches the code with the data, so the section renders at once, in place.
  return Object.assign(WhenNear, { preload: () => (loaded ? Promise.resolve() : fetch()) });
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

function near(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
  });
}
