import { useEffect } from "react";
import { useLocation } from "react-router";

/** docs/product.md §9: a section named in the address is scrolled to 100 ms after render. */
export const SECTION_SCROLL_DELAY_MS = 100;
/** How many times (each after the delay) to look for a section that is still rendering. */
const SECTION_WAIT_TRIES = 30;

/**
 * On the home page: when the address names a section (a header link, from this page or
 * another, or a shared `/#services`), scrolls to it 100 ms after the page rendered and moves
 * focus to its heading, so a keyboard user goes on from there. The scroll is smooth, or
 * instant with reduced motion, by the page's `scroll-behavior` (app.css); the same rule makes
 * React Router's own scroll to the hash smooth.
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
      section?.scrollIntoView();
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    timer = setTimeout(scroll, SECTION_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [hash, key]);
}
