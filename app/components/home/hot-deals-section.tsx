import { useTranslation } from "#app/i18n/use-translation.ts";
import { useCarousel } from "#app/lib/use-carousel.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { ProductCard } from "#app/components/shop/product-card.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { CatalogueItem } from "#server/catalogue/catalogue-item.ts";

/** One card a phone's width, four columns from lg (1024 px, within max-w-7xl). */
const CARD_SIZES = "(min-width: 1024px) 300px, 100vw";

/**
 * Hot Deals (docs/product.md §2): the most discounted pieces the server picked
 * (server/catalogue/hot-deals.ts), as the shop shows them. A four-column grid from lg; on a
 * phone one card at a time, turned only by its buttons and dots (no auto-turn), wrapping at
 * both ends. Absent when nothing is discounted.
 */
export function HotDealsSection({ deals }: { deals: CatalogueItem[] }) {
  const { t } = useTranslation("home");
  const localized = useLocalizedPath();
  const carousel = useCarousel(deals.length);
  if (deals.length === 0) return null;
  return (
    <section
      id="hot-deals"
      aria-labelledby="hot-deals-title"
      className="below-fold scroll-mt-20 bg-white [--fold-size:60rem] md:[--fold-size:78rem] lg:[--fold-size:46rem]"
    >
      <div className="mx-auto max-w-7xl px-6 py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="hot-deals-title" className="font-serif text-3xl md:text-4xl">
              {t("hotDeals.title")}
            </h2>
            <p className="mt-3 max-w-2xl text-lg">{t("hotDeals.intro")}</p>
          </div>
          <ButtonLink to={localized("/shop")}>{t("hotDeals.shopNow")}</ButtonLink>
        </div>
        <div role="group" aria-roledescription="carousel" aria-label={t("hotDeals.carousel")}>
          {/* On a phone only the current card shows; the grid shows them all. */}
          <ul className="mt-10 grid gap-6 lg:grid-cols-4" aria-live="polite">
            {deals.map((item, index) => (
              <ProductCard
                key={item.id}
                item={item}
                inShop={false}
                sizes={CARD_SIZES}
                className={index === carousel.index ? "" : "max-lg:hidden"}
              />
            ))}
          </ul>
          {deals.length > 1 ? (
            <div className="mt-6 flex items-center justify-center gap-3 lg:hidden">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("hotDeals.previous")}
                onClick={() => {
                  carousel.previous();
                }}
              >
                <Icon path="M15 5l-7 7 7 7" />
              </Button>
              {deals.map((item, index) => (
                <button
                  key={item.id}
                  type="button"
                  aria-label={t("hotDeals.show", { index: index + 1 })}
                  aria-current={index === carousel.index ? "true" : undefined}
                  onClick={() => {
                    carousel.go(index);
                  }}
                  // A 24 px target around a 12 px dot (WCAG 2.5.8).
                  className="group grid h-6 w-6 place-items-center rounded-full"
                >
                  <span className="h-3 w-3 rounded-full border border-ink group-aria-[current=true]:bg-ink" />
                </button>
              ))}
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("hotDeals.next")}
                onClick={() => {
                  carousel.next();
                }}
              >
                <Icon path="M9 5l7 7-7 7" />
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
