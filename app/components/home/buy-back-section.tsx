import { lazy, memo, Suspense } from "react";
import { whenWanted } from "#app/lib/when-wanted.ts";

const SECTION_ID = "buy-back";

const load = () => import("./buy-back-calculator.tsx");

// The server renders the calculator with the page. A static import would put it in the
// browser's first download too (a module that imports React is never dropped as unused), so
// the server awaits it once at start and the browser's bundle never names it.
const Rendered = import.meta.env.SSR ? (await load()).BuyBackCalculator : null;

// In the browser its code (about 1.7 KB gzip with the kit's select) is fetched once the visitor
// scrolls or interacts; until then the server's markup stands as it is, and the Suspense
// boundary hydrates when the code arrives.
const Hydrating = lazy(() =>
  whenWanted(SECTION_ID)
    .then(load)
    .then((module) => ({ default: module.BuyBackCalculator })),
);

/**
 * The buy-back calculator (docs/product.md §2). Memo with no props: the home page's own
 * re-renders never reach the boundary before it hydrates.
 */
export const BuyBackSection = memo(function BuyBackSection() {
  return (
    <Suspense>{Rendered ? <Rendered id={SECTION_ID} /> : <Hydrating id={SECTION_ID} />}</Suspense>
  );
});
