import { useEffect } from "react";
import { useLocation } from "react-router";

/** docs/product.md §9: a section named in the address is scrolled to 100 ms after render. */
export const SECTION_SCROLL_DELAY_MS = 100;

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
    const timer = setTimeout(() => {
      const section = document.getElementById(decodeURIComponent(hash.slice(1)));
      const heading = section?.querySelector<HTMLElement>("h1, h2");
      section?.scrollIntoView();
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    }, SECTION_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [hash, key]);
}
