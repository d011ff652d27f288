import { useTranslation } from "#app/i18n/use-translation.ts";
import type { CatalogueItem } from "#server/catalogue/catalogue-item.ts";

/**
 * The discount ("-20%"), "Special Edition" and, for a special edition an order holds,
 * "Reserved" or "Sold" marks of a card and of a product page (common/piece-availability.ts).
 */
export function ProductBadges({
  item,
  className,
}: {
  item: Pick<CatalogueItem, "discountPercent" | "kind" | "availability">;
  className: string;
}) {
  const { t } = useTranslation();
  if (item.discountPercent <= 0 && item.kind !== "special") return null;
  return (
    <div className={className}>
      {item.discountPercent > 0 ? (
        <span className="rounded bg-ruby px-2 py-0.5 text-xs font-bold text-white">
          {t("productCard.discount", { percent: item.discountPercent })}
        </span>
      ) : null}
      {item.kind === "special" ? (
        <span className="rounded bg-ink px-2 py-0.5 text-xs font-semibold text-gold-light">
          {t("productCard.specialEdition")}
        </span>
      ) : null}
      {item.availability !== "available" ? (
        <span
          data-availability={item.availability}
          className="rounded border border-ink bg-white px-2 py-0.5 text-xs font-bold uppercase text-ink"
        >
          {t(`productCard.${item.availability}`)}
        </span>
      ) : null}
    </div>
  );
}
