import { describe, expect, it } from "vitest";
import { pageMessages } from "#app/i18n/messages.server.ts";
import { en } from "#app/i18n/home/en.ts";
import { fr } from "#app/i18n/home/fr.ts";
import { nl } from "#app/i18n/home/nl.ts";
import { browserMessages, staticSections } from "#app/components/home/static-sections.server.tsx";

const messages = { en, nl, fr };
/** What t() answers for a key no strings has: the key itself, e.g. "services.trading.title". */
const untranslatedKey = /\b(services|luxury|about|valuation|testimonials)\.[\w.]+/;

describe("the home page's static sections (docs/decisions/0013)", () => {
  for (const locale of ["en", "nl", "fr"] as const) {
    it(`render in ${locale} with every text found, once per language`, () => {
      const sections = staticSections(locale, 25);
      const strings = messages[locale];
      for (const [name, html] of Object.entries(sections)) {
        expect(html, name).not.toMatch(untranslatedKey);
        expect(html, name).not.toMatch(/\{\{/);
      }
      expect(sections.services).toContain(
        '<section id="services" aria-labelledby="services-title"',
      );
      expect(sections.services).toContain(
        // React writes an apostrophe as &#x27;.
        strings.services.why.experience.replace("{{years}}", "25").replaceAll("'", "&#x27;"),
      );
      expect(sections.aboutStory).toContain('<h2 id="about-title"');
      expect(sections.testimonials).toContain(`aria-label="${strings.testimonials.rating}"`);
      expect(staticSections(locale, 25)).toBe(sections);
    });
  }

  it("leave their blocks out of the messages the browser gets, and keep the rest", () => {
    const sent = browserMessages(pageMessages("nl", "home"));
    expect(Object.keys(sent)).not.toContain("services");
    expect(Object.keys(sent)).not.toContain("testimonials");
    expect(sent).toMatchObject({
      hero: { title: nl.hero.title },
      about: { picture: nl.about.picture },
    });
    expect(browserMessages(pageMessages("nl", "home"))).toBe(sent);
  });
});
