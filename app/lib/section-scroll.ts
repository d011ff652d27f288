import { useEffect, useLayoutEffect } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

/** docs/product.md §9: a section named in the address is scrolled to 100 ms after render. */
export const SECTION_SCROLL_DELAY_MS = 100;
/** How many times (each after the delay) to look for a section that is still rendering. */
const SECTION_WAIT_TRIES = 30;

/** Set on `<html>` while a link to a section is the current navigation (app.css). */
const SMOOTH_ATTRIBUTE = "data-section-scroll";

/**
 * Smooth scrolling for the navigations that name a section (a header link, `/#services`) and
 * for no other: a new page starts at its top at once, not after a second and a half of
 * scrolling up from a long page's footer. <ScrollRestoration> (scroll-restoration.tsx)
 * scrolls in a layout effect, to the element the hash names or to the top, by the page's
 * `scroll-behavior`; this sets that behaviour first, so it must be rendered before
 * <ScrollRestoration> (root.tsx): React runs a parent's children's layout effects in order.
 * Going back or forward (POP) restores the position at once; so does a first load.
 */
export function SectionScrollBehavior(): null {
  const { hash } = useLocation();
  const navigationType = useNavigationType();
  const smooth = hash !== "" && navigationType !== NavigationType.Pop;
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute(SMOOTH_ATTRIBUTE, smooth);
    // Chromium's window.scrollTo(0, 0) takes the scroll-behavior of the last style update
    // without making one (no clamping to check): reading the style makes this change count.
    getComputedStyle(root).getPropertyValue("scroll-behavior");
  }, [smooth]);
  return null;
}

/**
 * On the home page: when the address names a section (a header link, from this page or
 * another, or a shared `/#services`), scrolls to it 100 ms after the page rendered and moves
 * focus to its heading, so a keyboard user goes on from there. The scroll is smooth, or
 * instant with reduced motion; React Router's own scroll to the hash before it is made the
 * same way by SectionScrollBehavior.
 */
export function useSectionInAddress(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const scroll = () => {
      const section = document.getElementById(decodeURIComponent(hash.slice(1)));
      const heading = section?.querySelector<HTMLElement>("h1, h2");
      // A section whose code is still arriving (lazy-when-near.tsx) has no heading yet.
      if (!heading) {
        if (++tries < SECTION_WAIT_TRIES) timer = setTimeout(scroll, SECTION_SCROLL_DELAY_MS);
        return;
      }
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const behavior = reduced ? "instant" : "smooth";
      section?.scrollIntoView({ behavior });
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      if (section) stopCorrecting = correctWhenMoved(section, behavior);
    };
    let stopCorrecting: (() => void) | undefined;
    timer = setTimeout(scroll, SECTION_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stopCorrecting?.();
    };
  }, [hash, key]);
}

/** How many times a scroll is made again when its section moved while it ran. */
const CORRECTIONS = 3;
/** After this, the visitor's own scrolling is theirs: no correction is made any more. */
const CORRECTING_MS = 5_000;

/**
 * Sections above the target draw themselves as the scroll passes them (lazy-when-near.tsx,
 * `content-visibility`) and may grow, pushing the target down while a smooth scroll heads for
 * where it was: on a slow phone the visitor ends above the section. When the scroll ends off
 * its mark, it is made again, a few times at most, unless the visitor scrolled, touched or
 * typed meanwhile. Answers a function that stops watching.
 */
function correctWhenMoved(section: HTMLElement, behavior: ScrollBehavior): () => void {
  let left = CORRECTIONS;
  const offMark = () => {
    const margin = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    return !atEnd && Math.abs(section.getBoundingClientRect().top - margin) > 2;
  };
  const onScrollEnd = () => {
    if (!section.isConnected || left-- <= 0 || !offMark()) return;
    section.scrollIntoView({ behavior });
  };
  const stop = () => {
    clearTimeout(expiry);
    window.removeEventListener("scrollend", onScrollEnd);
    for (const name of ["wheel", "touchstart", "keydown"] as const)
      window.removeEventListener(name, stop);
  };
  window.addEventListener("scrollend", onScrollEnd);
  for (const name of ["wheel", "touchstart", "keydown"] as const)
    window.addEventListener(name, stop, { passive: true });
  const expiry = setTimeout(stop, CORRECTING_MS);
  return stop;
}
