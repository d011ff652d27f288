import { useContext, useEffect, useLayoutEffect } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useLocation,
  useNavigation,
} from "react-router";

/*
 * React Router's <ScrollRestoration>, with one difference: a page opened as a new history entry
 * (a link from elsewhere, a typed address) does not read sessionStorage. Nothing can be stored
 * for an entry that did not exist, and a tab's first sessionStorage read costs 5–13 ms of the
 * main thread before the first paint (and again at hydration, in React Router's hook):
 * docs/decisions/0033-scroll-restoration-without-a-cold-read.md. A reload or a return to an
 * entry reads it as React Router does; leaving a page merges its positions into what is stored
 * rather than overwriting it, since a page that did not read does not hold the others.
 */

/** The positions React Router's own component keeps, under its own key. */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/** Scroll positions by history entry key, shared with the router (it saves into this object). */
const positions: Record<string, number> = {};
/** Whether `positions` holds what sessionStorage had (read once, and only when needed). */
let storedRead = false;

function storedPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === "number",
      ),
    );
  } catch {
    return {};
  }
}

/** A load of an entry that existed before (a reload, back or forward) may have a position. */
function entryExisted(): boolean {
  const [timing] = performance.getEntriesByType("navigation");
  return !(timing instanceof PerformanceNavigationTiming) || timing.type !== "navigate";
}

/**
 * Before the first paint: a new entry gets its key and index (which React Router's history
 * reads), and an existing one its stored position. Serialised into the page, so it must stand
 * alone.
 */
function restoreBeforePaint(storageKey: string) {
  const state = window.history.state as { key?: unknown } | null;
  if (!state || typeof state.key !== "string") {
    // With the index React Router's history gives an entry it finds without one (0), so the
    // router need not write the entry a second time as it hydrates.
    window.history.replaceState({ key: Math.random().toString(32).slice(2), idx: 0 }, "");
    return;
  }
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}") as Record<
      string,
      unknown
    >;
    const y = stored[state.key];
    if (typeof y === "number") window.scrollTo(0, y);
  } catch {
    sessionStorage.removeItem(storageKey);
  }
}

export function ScrollRestoration({ nonce }: { nonce?: string | undefined }) {
  const router = useContext(DataRouterContext)?.router;
  const state = useContext(DataRouterStateContext);
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    return () => {
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = "manual";
    };
    const hidden = () => {
      if (navigation.state === "idle") positions[location.key] = window.scrollY;
      try {
        const all = storedRead ? positions : { ...storedPositions(), ...positions };
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(all));
      } catch {
        // Storage full or refused: positions are kept for this page only, as without it.
      }
      window.history.scrollRestoration = "auto";
    };
    window.addEventListener("pageshow", shown);
    window.addEventListener("pagehide", hidden);
    return () => {
      window.removeEventListener("pageshow", shown);
      window.removeEventListener("pagehide", hidden);
    };
  }, [navigation.state, location]);

  useLayoutEffect(() => {
    if (!storedRead && entryExisted()) {
      Object.assign(positions, storedPositions());
      storedRead = true;
    }
    return router?.enableScrollRestoration(positions, () => window.scrollY);
  }, [router]);

  const restore = state?.restoreScrollPosition;
  const preventReset = state?.preventScrollReset;
  useLayoutEffect(() => {
    if (restore === false) return;
    if (typeof restore === "number") {
      window.scrollTo(0, restore);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: nothing to scroll to.
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (preventReset === true) return;
    window.scrollTo(0, 0);
  }, [location, restore, preventReset]);

  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: `(${restoreBeforePaint.toString()})(${JSON.stringify(SCROLL_POSITIONS_KEY)})`,
      }}
    />
  );
}
