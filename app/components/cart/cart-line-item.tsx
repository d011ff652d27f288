import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { MediaThumbnail } from "#app/components/ui/media-image.tsx";
import { cartActions } from "#app/lib/cart-store.ts";
import { useLocale, useLocalizedPath } from "#app/lib/use-locale.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { PricedLine } from "#server/cart/cart-pricing.ts";
import { QUANTITY_MAX, QUANTITY_MIN } from "#common/cart-storage.ts";
import { formatCarat, formatEuros } from "#common/format.ts";

const quantities = Array.from(
  { length: QUANTITY_MAX - QUANTITY_MIN + 1 },
  (_, i) => QUANTITY_MIN + i,
);

/** What the drawer says of a line that cannot be bought, by its reason. */
const unavailableTexts = {
  gone: "shop.cart.unavailable",
  "option-gone": "shop.cart.unavailable",
  "no-price": "shop.cart.unavailable",
  reserved: "shop.cart.reserved",
  sold: "shop.cart.sold",
} as const;

/**
 * One line of the cart drawer as the server priced it; `index` is its place in the cart. A
 * ring's quantity is chosen up to QUANTITY_MAX, said beside it; a special edition's is one,
 * said instead of a choice (common/cart-storage.ts lineQuantityMax).
 */
export function CartLineItem({ line, index }: { line: PricedLine; index: number }) {
  const { t } = useTranslation("shop");
  const limitId = useId();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const name = line.name ?? "";
  const options = [
    line.carat !== null
      ? t("shop.item.caratValue", { carat: formatCarat(line.carat, locale) })
      : null,
    line.metal ? t(`metals.${line.metal}`) : null,
    line.ringSize === null
      ? null
      : line.ringSize === "unknown"
        ? t("shop.cart.ringSizeUnknown")
        : t("shop.cart.ringSize", { size: line.ringSize }),
  ].filter((option) => option !== null);

  return (
    <li className="flex gap-3 py-4">
      <MediaThumbnail url={line.imageUrl} size={64} />
      <div className="min-w-0 flex-1">
        {line.slug ? (
          <Link to={localized(`/shop/${line.slug}`)} className="font-semibold hover:underline">
            {name}
          </Link>
        ) : (
          <p className="font-semibold">{t("shop.cart.unknownPiece")}</p>
        )}
        <p className="text-sm text-ink/75">{options.join(" · ")}</p>
        {line.status === "unavailable" && line.name ? (
          <p className="mt-1 text-sm text-ruby">{t(unavailableTexts[line.reason], { name })}</p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          {line.metal === null ? (
            <p className="text-sm">{t("shop.cart.onlyOne")}</p>
          ) : (
            <>
              <label className="flex items-center gap-2 text-sm">
                <span className="sr-only">{`${t("shop.cart.quantity")}, ${name}`}</span>
                <span aria-hidden="true">{t("shop.cart.quantity")}</span>
                <select
                  value={line.quantity}
                  aria-describedby={limitId}
                  onChange={(event) => {
                    cartActions.setQuantity(index, Number(event.target.value));
                  }}
                  className="rounded border border-ink/30 bg-white px-2 py-1"
                >
                  {quantities.map((q) => (
                    <option key={q} value={q}>
                      {q}
                    </option>
                  ))}
                </select>
              </label>
              <span id={limitId} className="text-xs text-ink/75">
                {t("shop.cart.quantityMax", { max: QUANTITY_MAX })}
              </span>
            </>
          )}
          {line.status === "ok" ? (
            <span className="ml-auto text-right text-sm">
              {line.quantity > 1 ? (
                <span className="block text-ink/60">
                  {t("shop.cart.lineTotal", {
                    quantity: line.quantity,
                    price: formatEuros(line.unitPriceCents, locale),
                  })}
                </span>
              ) : null}
              <span className="font-semibold">{formatEuros(line.lineTotalCents, locale)}</span>
            </span>
          ) : null}
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("shop.cart.remove", { name: name || t("shop.cart.unknownPiece") })}
        onClick={() => {
          cartActions.remove(index);
        }}
        className="self-start"
      >
        <Icon path="M6 6l12 12M18 6L6 18" />
      </Button>
    </li>
  );
}
