import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { serverI18n } from "#app/i18n/messages.server.ts";
import { createI18n, type FetchMessages } from "#app/i18n/i18n.ts";
import { en as accountEn } from "#app/i18n/account/en.ts";
import { nl as accountNl } from "#app/i18n/account/nl.ts";
import { en as publicEn } from "#app/i18n/public/en.ts";
import { nl as publicNl } from "#app/i18n/public/nl.ts";
import { I18nContext, useTranslation } from "#app/i18n/use-translation.ts";

function LoginTitle() {
  const { t } = useTranslation("account");
  return <h1>{t("auth.login.title")}</h1>;
}

describe("useTranslation", () => {
  it("renders with the server's messages, which hold every namespace", () => {
    const html = renderToString(
      <I18nContext value={serverI18n("nl")}>
        <LoginTitle />
      </I18nContext>,
    );
    expect(html).toBe(`<h1>${accountNl.auth.login.title}</h1>`);
  });

  it("suspends on a namespace not loaded yet, fetches it in both languages, then renders", async () => {
    const fetched: string[] = [];
    const fetchMessages: FetchMessages = (language, namespace) => {
      fetched.push(`${language}/${namespace}`);
      return Promise.resolve(language === "nl" ? accountNl : accountEn);
    };
    const i18n = createI18n(
      "nl",
      { nl: { public: publicNl }, en: { public: publicEn } },
      fetchMessages,
    );
    expect(i18n.has("account")).toBe(false);
    const { prelude } = await prerender(
      <I18nContext value={i18n}>
        <Suspense fallback="loading">
          <LoginTitle />
        </Suspense>
      </I18nContext>,
    );
    // A prerender waits for suspended parts: no fallback, the translated heading.
    const html = await new Response(prelude).text();
    expect(html).toContain(`<h1>${accountNl.auth.login.title}</h1>`);
    expect(html).not.toContain("loading");
    expect(fetched.sort()).toEqual(["en/account", "nl/account"]);
    expect(i18n.has("account")).toBe(true);
  });

  it("keeps t the same function from render to render", () => {
    const i18n = serverI18n("en");
    expect(i18n.translation("account")).toBe(i18n.translation("account"));
    expect(i18n.translation("account").t).not.toBe(i18n.translation("public").t);
  });
});
