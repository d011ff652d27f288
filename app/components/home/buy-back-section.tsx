import { lazyWhenNear } from "#app/lib/lazy-when-near.tsx";

const SECTION_ID = "buy-back";

// The server renders the calculator with the page; its code (about 1.7 KB gzip with the kit's
// select) loads when the section nears the viewport (lazy-when-near.tsx).
const Calculator = lazyWhenNear(SECTION_ID, () =>
  import("./buy-back-calculator.tsx").then((module) => module.BuyBackCalculator),
);

/** The buy-back calculator (docs/product.md §2). */
export function BuyBackSection() {
  return <Calculator id={SECTION_ID} />;
}
BuyBackSection.preload = Calculator.preload;
