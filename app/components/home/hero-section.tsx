import { useTranslation } from "#app/i18n/use-translation.ts";
import type { Business } from "#server/business.ts";
import type { GoldPrice } from "#common/gold-price.ts";
import { heroSlideSize, heroSlides } from "#common/hero-slides.ts";
import { chatLink, externalLink, phoneLink } from "#app/lib/contact-links.ts";
import { useCarousel } from "#app/lib/use-carousel.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { GoldPriceCard } from "./gold-price-card.tsx";
import { heroPicture, heroSrcSet } from "./hero-pictures.ts";

/** docs/product.md §9: each hero slide shows for 5 seconds. */
const SLIDE_MS = 5000;

/**
 * The hero: two background pictures turning every 5 s (held while the pointer is over the
 * hero or focus is inside it, still with reduced motion), dots to pick one, the calls to
 * action, the gold price and the stats. The first picture is the page's largest paint on a
 * phone, so it loads eagerly and with high priority; the second waits (lazy). It is not
 * preloaded from the head: the browser's preload scanner finds its <img> in the HTML early
 * enough, and a head preload shares a phone's bandwidth with the stylesheet that the first
 * paint waits for (docs/decisions/0035-no-preloads-before-the-stylesheet.md).
 */
export function HeroSection({ business, goldPrice }: { business: Business; goldPrice: GoldPrice }) {
  const { t } = useTranslation("home");
  const localized = useLocalizedPath();
  const carousel = useCarousel(heroSlides.length, SLIDE_MS);
  const stats = [
    { value: `${business.foundedYearsAgo}+`, label: t("hero.statYears") },
    { value: "1000+", label: t("hero.statCustomers") },
    { value: "24/7", label: t("hero.statService") },
  ];
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative isolate overflow-hidden bg-ink text-white"
      {...carousel.holdProps}
    >
      {heroSlides.map((slide, i) => (
        <picture key={slide}>
          <source type="image/avif" srcSet={heroSrcSet(slide, "avif")} sizes="100vw" />
          <source type="image/webp" srcSet={heroSrcSet(slide, "webp")} sizes="100vw" />
          <img
            src={heroPicture(slide, "webp", 1280)}
            alt=""
            {...heroSlideSize}
            loading={i ? "lazy" : undefined}
            fetchPriority={i ? undefined : "high"}
            className={`absolute inset-0 -z-20 size-full object-cover object-[70%_50%] motion-safe:transition-opacity motion-safe:duration-1000 ${i === carousel.index ? "" : "opacity-0"}`}
          />
        </picture>
      ))}
      {/* Keeps white text at AA over the brightest gold of either picture. */}
      <div className="absolute inset-0 -z-10 bg-ink/75 md:bg-linear-to-r md:from-ink/90 md:to-ink/30" />
      <div className="mx-auto max-w-7xl px-6 pb-24 pt-20 md:pt-28">
        <h1 id="home-title" className="max-w-3xl font-serif text-4xl leading-tight md:text-6xl">
          {t("hero.title")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85">{t("hero.subtitle")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="#valuation" variant="gold">
            {t("hero.valuationCta")}
          </ButtonLink>
          <ButtonLink to={localized("/appointment")} variant="outline-light">
            {t("hero.appointmentCta")}
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
        <div className="mt-12 flex flex-wrap items-end gap-10">
          <dl aria-label={t("hero.statsLabel")} className="grid max-w-xl grid-cols-3 gap-6">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="text-sm text-white/80">{stat.label}</dt>
                <dd className="font-serif text-3xl text-gold">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <GoldPriceCard rendered={goldPrice} />
        </div>
      </div>
      <div
        role="group"
        aria-label={t("hero.slidesLabel")}
        className="absolute inset-x-0 bottom-4 flex justify-center gap-2"
      >
        {heroSlides.map((slide, i) => (
          <button
            key={slide}
            type="button"
            aria-label={t("hero.slide", { number: i + 1, count: heroSlides.length })}
            aria-pressed={i === carousel.index}
            onClick={() => {
              carousel.go(i);
            }}
            className="size-6 rounded-full bg-white/60 bg-clip-content p-1.5 aria-pressed:bg-gold"
          />
        ))}
      </div>
    </section>
  );
}
