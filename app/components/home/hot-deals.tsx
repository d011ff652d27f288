import { lazyWhenNear } from "#app/lib/lazy-when-near.tsx";
import type { CatalogueItem } from "#server/catalogue/catalogue-item.ts";

// The cards and the carousel load when the section nears the viewport (lazy-when-near.tsx).
const Section = lazyWhenNear("hot-deals", () =>
  import("./hot-deals-section.tsx").then((module) => module.HotDealsSection),
);

/** Hot Deals (docs/product.md §2): absent, code and all, when nothing is discounted. */
export function HotDeals({ deals }: { deals: CatalogueItem[] }) {
  return deals.length > 0 ? <Section deals={deals} /> : null;
}
HotDeals.preload = Section.preload;
