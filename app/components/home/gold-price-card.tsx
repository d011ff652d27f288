import { useTranslation } from "#app/i18n/use-translation.ts";
import { goldPriceTexts, type GoldPrice } from "#common/gold-price.ts";
import { useGoldPrice } from "#app/lib/use-gold-price.ts";
import { useLocale } from "#app/lib/use-locale.ts";

/**
 * The hero's gold price (docs/product.md §2, §9): euros per gram of 24K gold, when it was
 * worked out, and a note when no source answered and the product's reference price stands in.
 * The date is shown with the time: a page kept by the page cache may show an older price
 * until its refresh comes in.
 */
export function GoldPriceCard({ rendered }: { rendered: GoldPrice }) {
  const { t } = useTranslation("home");
  const locale = useLocale();
  const price = useGoldPrice(rendered, locale);
  // A refreshed price brings its texts from the server; the rendered one is formatted here,
  // from the texts the page carries (decision 19).
  const texts =
    "texts" in price && price.texts.lang === locale ? price.texts : goldPriceTexts(price, locale);
  return (
    <section
      aria-labelledby="gold-price-title"
      className="max-w-sm rounded-lg border border-gold/50 bg-ink/85 p-5"
    >
      <h2 id="gold-price-title" className="text-sm font-semibold uppercase tracking-wide text-gold">
        {t("goldPrice.title")}
      </h2>
      <p className="mt-1">
        <span className="font-serif text-3xl">{texts.perGram}</span> {t("goldPrice.perGram")}
      </p>
      <p className="mt-1 text-sm text-white/80">
        {t("goldPrice.fetchedAt", { time: texts.fetchedAt })}
      </p>
      {price.source === "fallback" ? (
        <p className="mt-1 text-sm text-white/80">{t("goldPrice.fallback")}</p>
      ) : null}
    </section>
  );
}
