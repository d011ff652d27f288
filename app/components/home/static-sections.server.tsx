import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "#common/locales.ts";
import { serverI18n } from "#app/i18n/messages.server.ts";
import type { Texts } from "#app/i18n/translator.ts";
import { I18nContext } from "#app/i18n/use-translation.ts";
import { CompactBoard } from "#app/components/gold-price/compact-board.tsx";
import type { BoardMetal } from "#common/price-board.ts";
import { AboutFeatures, AboutStory } from "./about-story.tsx";
import { LuxurySection } from "./luxury-section.tsx";
import { ServicesSection } from "./services-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";
import { ValuationSection } from "./valuation-section.tsx";

export type StaticSections = {
  services: string;
  luxury: string;
  aboutStory: string;
  aboutFeatures: string;
  valuation: string;
  testimonials: string;
};

const rendered = new Map<string, StaticSections>();

/**
 * The home page's sections that never change in the browser, as HTML: only words and their
 * layout, the same for every visitor in a language. ServerHtml shows them, so they add no
 * JavaScript to the page: written once into the document, or sent with the loader's data on
 * a client-side visit (app/lib/server-html.server.ts). Rendered once per language.
 */
export function staticSections(locale: Locale, years: number): StaticSections {
  const key = `${locale}/${years}`;
  let sections = rendered.get(key);
  if (!sections) {
    const i18n = serverI18n(locale);
    const html = (node: React.ReactNode) =>
      renderToStaticMarkup(<I18nContext value={i18n}>{node}</I18nContext>);
    sections = {
      services: html(<ServicesSection years={years} />),
      luxury: html(<LuxurySection />),
      aboutStory: html(<AboutStory years={years} />),
      aboutFeatures: html(<AboutFeatures />),
      valuation: html(<ValuationSection locale={locale} />),
      testimonials: html(<TestimonialsSection />),
    };
    rendered.set(key, sections);
  }
  return sections;
}

/**
 * The compact price board (gold's karats) as HTML, like the static sections but made for each
 * render: the price moves. The home page downloads no code for it.
 */
export function priceBoardHtml(locale: Locale, gold: BoardMetal): string {
  return renderToStaticMarkup(
    <I18nContext value={serverI18n(locale)}>
      <CompactBoard gold={gold} locale={locale} />
    </I18nContext>,
  );
}

/** The home messages's blocks that only these sections translate, on the server. */
const serverOnlyBlocks = new Set(["services", "luxury", "valuation", "testimonials"]);
const forBrowser = new WeakMap<Texts, Texts>();

/**
 * The home messages as the browser needs it: without the blocks already rendered into
 * `staticSections`, which would otherwise travel in the page's data a second time.
 */
export function browserMessages(texts: Texts): Texts {
  let kept = forBrowser.get(texts);
  if (!kept) {
    kept = Object.fromEntries(Object.entries(texts).filter(([key]) => !serverOnlyBlocks.has(key)));
    forBrowser.set(texts, kept);
  }
  return kept;
}
