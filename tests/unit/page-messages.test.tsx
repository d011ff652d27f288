import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pageMessages, withFallback } from "#app/i18n/messages.server.ts";
import { en as homeEn } from "#app/i18n/home/en.ts";
import { fr as homeFr } from "#app/i18n/home/fr.ts";
import { createI18n, type FetchMessages } from "#app/i18n/i18n.ts";
import { en as publicEn } from "#app/i18n/public/en.ts";
import { fr as publicFr } from "#app/i18n/public/fr.ts";
import { I18nContext, useProvidedMessages, useTranslation } from "#app/i18n/use-translation.ts";
import type { Texts } from "#app/i18n/translator.ts";

function HeroTitle({ messages }: { messages: Texts }) {
  useProvidedMessages("home", messages);
  return <Title />;
}

function Title() {
  const { t } = useTranslation("home");
  return <h1>{`${t("hero.title")} | ${t("nav.home")}`}</h1>;
}

const neverFetch: FetchMessages = (language, namespace) =>
  Promise.reject(new Error(`fetched ${language}/${namespace}`));

describe("page messages (the home page's strings travel with its data)", () => {
  it("are the language's texts, complete: gaps are filled from English", () => {
    expect(pageMessages("fr", "home")).toMatchObject({ hero: { title: homeFr.hero.title } });
    expect(pageMessages("en", "home")).toMatchObject({ hero: { title: homeEn.hero.title } });
    // The same object each time: the loader builds none per request.
    expect(pageMessages("fr", "home")).toBe(pageMessages("fr", "home"));
  });

  it("fill a key the language lacks with the English text, and keep no key English lacks", () => {
    const english = { hero: { title: "Title", subtitle: "Subtitle" }, stats: { years: "years" } };
    const french = { hero: { title: "Titre" }, stale: "gone from English" };
    expect(withFallback(french, english)).toEqual({
      hero: { title: "Titre", subtitle: "Subtitle" },
      stats: { years: "years" },
    });
  });

  it("render in the browser from the loader's data, without fetching a chunk", () => {
    const i18n = createI18n(
      "fr",
      { fr: { public: publicFr }, en: { public: publicEn } },
      neverFetch,
    );
    expect(i18n.has("home")).toBe(false);
    const html = renderToString(
      <I18nContext value={i18n}>
        <HeroTitle messages={pageMessages("fr", "home")} />
      </I18nContext>,
    );
    expect(html).toBe(`<h1>${homeFr.hero.title} | ${publicFr.nav.home}</h1>`);
    expect(i18n.has("home")).toBe(true);
  });

  it("are never fetched as a script: asking before the page gave it is a bug", async () => {
    const i18n = createI18n("en", { en: { public: publicEn } }, neverFetch);
    await expect(i18n.load("home")).rejects.toThrow(/comes with its page's data/);
  });
});
