import { useTranslation } from "#app/i18n/use-translation.ts";
import { HomeSection } from "./home-section.tsx";
import { TitledItems } from "./titled-items.tsx";

/** The houses whose watches the shop buys and sells: names, the same in every language. */
export const watchBrands = [
  "Rolex",
  "Patek Philippe",
  "Audemars Piguet",
  "Omega",
  "Cartier",
  "Breitling",
  "TAG Heuer",
  "IWC",
  "Jaeger-LeCoultre",
  "Vacheron Constantin",
  "Panerai",
  "Tudor",
];
const diamonds = ["loose", "jewellery", "certified", "rings", "antique", "coloured"] as const;
const steps = ["authentication", "condition", "market", "offer"] as const;
const trust = ["experts", "discreet", "payment", "fair"] as const;
const tile = "bg-white/5 ring-1 ring-white/15";

/** Watches and diamonds, on ink: the header's "Watches" link lands here. */
export function LuxurySection() {
  const { t } = useTranslation("home");
  const subtitle = "font-serif text-2xl text-gold";
  return (
    <HomeSection
      id="luxury"
      foldSize="[--fold-size:200rem] md:[--fold-size:135rem] lg:[--fold-size:97rem]"
      tone="ink"
      title={t("luxury.title")}
      intro={t("luxury.intro")}
    >
      <h3 className={`mt-12 ${subtitle}`}>{t("luxury.brandsTitle")}</h3>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {watchBrands.map((brand) => (
          <li
            key={brand}
            className="flex items-center justify-center rounded-lg px-4 py-5 text-center font-serif text-lg ring-1 ring-gold/40"
          >
            {brand}
          </li>
        ))}
      </ul>
      <div className="mt-16 grid gap-12 lg:grid-cols-[1fr_2fr]">
        <div>
          <h3 className={subtitle}>{t("luxury.diamondsTitle")}</h3>
          <ul className="mt-6 space-y-3">
            {diamonds.map((key) => (
              <li key={key} className="border-b border-white/15 pb-3">
                {t(`luxury.diamonds.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={subtitle}>{t("luxury.processTitle")}</h3>
          <TitledItems
            ordered
            heading="h4"
            className="mt-6 sm:grid-cols-2"
            tileClassName={tile}
            items={steps.map((key) => ({
              title: t(`luxury.process.${key}.title`),
              text: t(`luxury.process.${key}.text`),
            }))}
          />
        </div>
      </div>
      <h3 className={`mt-16 ${subtitle}`}>{t("luxury.trustTitle")}</h3>
      <TitledItems
        heading="h4"
        className="mt-6 sm:grid-cols-2 lg:grid-cols-4"
        tileClassName={tile}
        items={trust.map((key) => ({
          title: t(`luxury.trust.${key}.title`),
          text: t(`luxury.trust.${key}.text`),
        }))}
      />
    </HomeSection>
  );
}
