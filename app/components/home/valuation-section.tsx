import { useTranslation } from "#app/i18n/use-translation.ts";
import { localizedHref, type Locale } from "#common/locales.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { HomeSection } from "./home-section.tsx";
import { TitledItems } from "./titled-items.tsx";

const steps = ["inspection", "market", "offer", "payment"] as const;
const evaluated = [
  "gold",
  "silver",
  "platinum",
  "diamonds",
  "watches",
  "jewellery",
  "coins",
  "bars",
  "collections",
] as const;

/**
 * How a valuation goes, step by step: the hero's "Get Free Valuation" lands here, and it leads
 * on to booking a visit. Rendered once as HTML (static-sections.server.tsx), without a router:
 * the booking page's address is built for the language, a plain link.
 */
export function ValuationSection({ locale }: { locale: Locale }) {
  const { t } = useTranslation("home");
  return (
    <HomeSection
      id="valuation"
      foldSize="[--fold-size:105rem] md:[--fold-size:70rem] lg:[--fold-size:55rem]"
      tone="ivory"
      title={t("valuation.title")}
      intro={t("valuation.intro")}
    >
      <div className="mt-12 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <TitledItems
          ordered
          heading="h3"
          className="sm:grid-cols-2"
          tileClassName="bg-white shadow-sm"
          items={steps.map((key) => ({
            title: t(`valuation.steps.${key}.title`),
            text: t(`valuation.steps.${key}.text`),
          }))}
        />
        <div className="self-start rounded-lg bg-white p-8 shadow-sm ring-1 ring-gold/40">
          <h3 className="font-serif text-2xl">{t("valuation.evaluateTitle")}</h3>
          <ul className="mt-6 flex flex-wrap gap-2">
            {evaluated.map((key) => (
              <li key={key} className="rounded-full bg-ivory px-4 py-2">
                {t(`valuation.evaluate.${key}`)}
              </li>
            ))}
          </ul>
          <ButtonLink href={localizedHref(locale, "/appointment")} className="mt-8">
            {t("valuation.appointmentCta")}
          </ButtonLink>
        </div>
      </div>
    </HomeSection>
  );
}
