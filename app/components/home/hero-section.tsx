import { useTranslation } from "#app/i18n/use-translation.ts";
import type { Business } from "#server/business.ts";
import { chatLink, externalLink, phoneLink } from "#app/lib/contact-links.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";

export function HeroSection({ business }: { business: Business }) {
  const { t } = useTranslation("home");
  const stats = [
    { value: `${business.foundedYearsAgo}+`, label: t("hero.statYears") },
    { value: "1000+", label: t("hero.statCustomers") },
    { value: "24/7", label: t("hero.statService") },
  ];
  return (
    <section id="home" className="bg-gradient-to-b from-ink to-ink-soft text-white">
      <div className="mx-auto max-w-7xl px-6 py-20 md:py-28">
        <h1 className="max-w-3xl font-serif text-4xl leading-tight md:text-6xl">
          {t("hero.title")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85">{t("hero.subtitle")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="#contact" variant="gold">
            {t("hero.valuationCta")}
          </ButtonLink>
          <ButtonLink href={phoneLink(business.phone)} variant="outline-light">
            {t("hero.callCta")}
          </ButtonLink>
          <ButtonLink
            href={chatLink(business.chatNumber, t("hero.chatGreeting"))}
            {...externalLink}
            variant="outline-light"
          >
            {t("hero.chatCta")}
          </ButtonLink>
        </div>
        <dl aria-label={t("hero.statsLabel")} className="mt-12 grid max-w-xl grid-cols-3 gap-6">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-white/80">{stat.label}</dt>
              <dd className="font-serif text-3xl text-gold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
