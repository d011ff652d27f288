import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale, useLocalizedPath } from "#app/lib/use-locale.ts";
import type { CatalogueItemDetail } from "#server/catalogue/catalogue-item.ts";
import { formatCarat } from "#common/format.ts";
import { RING_SIZE_UNKNOWN, ringSizes, type RingSize } from "#common/ring-sizes.ts";
import { AddToCart } from "./add-to-cart.tsx";
import { GradingReportSummary } from "./grading-report.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { ProductBadges } from "./product-badges.tsx";
import { ProductGallery } from "./product-gallery.tsx";
import { ProductPrice } from "./product-price.tsx";

/** Swatch colours; the names come from the messages, for screen readers and tooltips. */
const swatches = {
  "white-gold": "#e5e4e2",
  "yellow-gold": "#d4af37",
  "rose-gold": "#e0a48f",
  platinum: "#b8bcc2",
} as const;

/**
 * A piece with everything a customer chooses: carat (the first by default, with its price),
 * metal (the same shape and design in another metal is another piece, so a swatch is a link
 * to it) and ring size. The caller keys it by the piece, so a new piece starts afresh.
 */
export function ProductView({
  item,
  titled = true,
  onAdded,
}: {
  item: CatalogueItemDetail;
  /** False inside a dialog, whose own title names the piece. */
  titled?: boolean;
  onAdded?: () => void;
}) {
  const { t } = useTranslation("shop");
  const locale = useLocale();
  const localized = useLocalizedPath();
  const { search, state } = useLocation() as { search: string; state: unknown };
  const [carat, setCarat] = useState(item.variants[0]?.caratHundredths ?? null);
  const [ringSize, setRingSize] = useState<RingSize>(RING_SIZE_UNKNOWN);
  const variant = item.variants.find((v) => v.caratHundredths === carat);
  const price = variant
    ? {
        minPriceCents: variant.priceCents,
        maxPriceCents: variant.priceCents,
        regularPriceCents: variant.regularPriceCents,
        discountPercent: item.discountPercent,
      }
    : item;

  return (
    <div className="grid gap-10 md:grid-cols-2">
      <ProductGallery name={item.name} images={item.images} />
      <div>
        <ProductBadges item={item} className="flex flex-wrap gap-2" />
        {titled ? <h1 className="mt-2 font-serif text-4xl">{item.name}</h1> : null}
        <ProductPrice item={price} className="mt-4 text-2xl" />
        {variant ? <p className="mt-1 text-sm text-ink/70">{t("shop.item.priceNote")}</p> : null}
        <p className="mt-6 leading-relaxed">{item.description}</p>

        {item.variants.length > 0 ? (
          <fieldset className="mt-8">
            <legend className="font-medium">{t("shop.item.carat")}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {item.variants.map((v) => (
                <label
                  key={v.caratHundredths}
                  className="cursor-pointer rounded border border-ink/30 px-4 py-2 has-checked:border-ink has-checked:bg-ink has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-gold"
                >
                  <input
                    type="radio"
                    name="carat"
                    value={v.caratHundredths}
                    checked={v.caratHundredths === carat}
                    onChange={() => {
                      setCarat(v.caratHundredths);
                    }}
                    className="sr-only"
                  />
                  {t("shop.item.caratValue", { carat: formatCarat(v.caratHundredths, locale) })}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        {item.metal ? (
          <fieldset className="mt-6">
            <legend className="font-medium">{t("shop.item.metal")}</legend>
            <ul className="mt-2 flex gap-3">
              <li>
                <span
                  aria-current="true"
                  title={t(`metals.${item.metal}`)}
                  className="block h-10 w-10 rounded-full border-2 border-ink ring-2 ring-gold ring-offset-2"
                  style={{ backgroundColor: swatches[item.metal] }}
                >
                  <span className="sr-only">
                    {t("shop.item.currentMetal", { metal: t(`metals.${item.metal}`) })}
                  </span>
                </span>
              </li>
              {item.siblings.map((sibling) => (
                <li key={sibling.id}>
                  <Link
                    // The same history entry, in the same place (over the grid or not).
                    to={{ pathname: localized(`/shop/${sibling.slug}`), search }}
                    state={state}
                    replace
                    preventScrollReset
                    title={t(`metals.${sibling.metal}`)}
                    className="block h-10 w-10 rounded-full border-2 border-ink/20 hover:border-ink"
                    style={{ backgroundColor: swatches[sibling.metal] }}
                  >
                    <span className="sr-only">
                      {t("shop.item.otherMetal", { metal: t(`metals.${sibling.metal}`) })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}

        {item.kind === "product" ? (
          <div className="mt-6">
            <SelectField
              name="ringSize"
              label={t("shop.item.ringSize")}
              hint={t("shop.item.ringSizeHint")}
              value={String(ringSize)}
              onChange={(event) => {
                const { value } = event.target;
                setRingSize(value === RING_SIZE_UNKNOWN ? RING_SIZE_UNKNOWN : Number(value));
              }}
              options={[
                { value: RING_SIZE_UNKNOWN, label: t("shop.item.ringSizeUnknown") },
                ...ringSizes.map((size) => ({ value: String(size), label: String(size) })),
              ]}
              className="w-full max-w-xs"
            />
          </div>
        ) : null}

        <AddToCart item={item} carat={carat} ringSize={ringSize} onAdded={onAdded} />

        {item.diamondShape && item.ringDesign ? (
          <dl className="mt-8 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="font-medium">{t("shop.item.shape")}</dt>
            <dd>{t(`shop.shapes.${item.diamondShape}`)}</dd>
            <dt className="font-medium">{t("shop.item.design")}</dt>
            <dd>{t(`shop.designs.${item.ringDesign}`)}</dd>
          </dl>
        ) : null}
        {item.gradingReport ? <GradingReportSummary report={item.gradingReport} /> : null}
      </div>
    </div>
  );
}
