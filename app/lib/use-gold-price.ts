import { useEffect, useState } from "react";
import type { GoldPrice, ShownGoldPrice } from "#common/gold-price.ts";
import type { Locale } from "#common/locales.ts";

/** docs/product.md §4/§9: the card's price is asked again every 5 minutes. */
export const goldPriceRefreshMs = 5 * 60 * 1000;

/**
 * How long to wait before asking again for a price worked out at `fetchedAt`: what is left of
 * its 5 minutes, so a page kept by the page cache (up to PUBLIC_CACHE_SECONDS) whose price is
 * already older asks at once, and a fresh one waits the full 5 minutes.
 */
export function goldPriceRefreshDelay(fetchedAt: string, now: number): number {
  const left = Date.parse(fetchedAt) + goldPriceRefreshMs - now;
  return left > 0 ? Math.min(left, goldPriceRefreshMs) : 0;
}

/**
 * The price the server rendered, then GET /api/gold-price in the page's language whenever it is
 * 5 minutes old, with the texts the server wrote for it. A failed request keeps the price shown
 * and tries again 5 minutes later.
 */
export function useGoldPrice(rendered: GoldPrice, lang: Locale): GoldPrice | ShownGoldPrice {
  const [price, setPrice] = useState<GoldPrice | ShownGoldPrice>(rendered);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let live = true;
    const wait = (ms: number) => {
      timer = setTimeout(() => {
        void fetch(`/api/gold-price?lang=${lang}`)
          .then((response) => (response.ok ? (response.json() as Promise<ShownGoldPrice>) : null))
          .catch(() => null)
          .then((next) => {
            if (!live) return;
            if (next) setPrice(next);
            wait(goldPriceRefreshMs);
          });
      }, ms);
    };
    wait(goldPriceRefreshDelay(rendered.fetchedAt, Date.now()));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [rendered.fetchedAt, lang]);
  return price;
}
