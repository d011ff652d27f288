import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { CatalogueItem } from "#server/catalogue/catalogue-item.ts";
import { formatPrice } from "#common/format.ts";

type Priced = Pick<
  CatalogueItem,
  "minPriceCents" | "maxPriceCents" | "regularPriceCents" | "discountPercent"
>;

/**
 * What a piece costs, as cards and the product page show it (docs/product.md §2): "from" when
 * its carats differ in price, the regular price struck through beside the discounted one, or
 * the contact-for-price text. Prices come from the server with the discount applied.
 */
export function ProductPrice({ item, className = "" }: { item: Priced; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (item.minPriceCents === null) {
    return <p className={`text-sm italic ${className}`}>{t("productCard.contactForPrice")}</p>;
  }
  const price = formatPrice(item.minPriceCents, locale);
  const ranged = item.maxPriceCents !== null && item.maxPriceCents !== item.minPriceCents;
  const shown = ranged ? t("productCard.from", { price }) : price;
  const regular =
    item.discountPercent > 0 && item.regularPriceCents !== null
      ? formatPrice(item.regularPriceCents, locale)
      : null;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      {regular ? (
        <>
          <s className="text-sm text-ink/60">
            <span className="sr-only">{t("productCard.was", { price: regular })}</span>
            <span aria-hidden="true">{regular}</span>
          </s>
          <span className="font-semibold text-ruby">
            <span className="sr-only">{t("productCard.now", { price: shown })}</span>
            <span aria-hidden="true">{shown}</span>
          </span>
        </>
      ) : (
        <span className="font-semibold">{shown}</span>
      )}
    </p>
  );
}
