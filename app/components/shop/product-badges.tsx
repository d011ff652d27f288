import { useTranslation } from "#app/i18n/use-translation.ts";
import type { CatalogueItem } from "#server/catalogue/catalogue.service.ts";

/** The discount ("-20%") and "Special Edition" marks of a card and of a product page. */
export function ProductBadges({
  item,
  className,
}: {
  item: Pick<CatalogueItem, "discountPercent" | "kind">;
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
    </div>
  );
}
