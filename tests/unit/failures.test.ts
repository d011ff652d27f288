import { describe, expect, it } from "vitest";
import { en as accountEn } from "#app/i18n/account/en.ts";
import { fr as accountFr } from "#app/i18n/account/fr.ts";
import { nl as accountNl } from "#app/i18n/account/nl.ts";
import { en as adminEn } from "#app/i18n/admin/en.ts";
import { fr as adminFr } from "#app/i18n/admin/fr.ts";
import { nl as adminNl } from "#app/i18n/admin/nl.ts";
import { en as appointmentsEn } from "#app/i18n/appointments/en.ts";
import { fr as appointmentsFr } from "#app/i18n/appointments/fr.ts";
import { nl as appointmentsNl } from "#app/i18n/appointments/nl.ts";
import { en as publicEn } from "#app/i18n/public/en.ts";
import { fr as publicFr } from "#app/i18n/public/fr.ts";
import { nl as publicNl } from "#app/i18n/public/nl.ts";
import { en as shopEn } from "#app/i18n/shop/en.ts";
import { fr as shopFr } from "#app/i18n/shop/fr.ts";
import { nl as shopNl } from "#app/i18n/shop/nl.ts";
import { apiFailureTexts } from "#app/lib/api-failure-texts.server.ts";
import { apiAnswer } from "#app/lib/api.server.ts";
import {
  failureMessageRef,
  failures,
  failureStatus,
  type FailureNamespace,
} from "#common/failures.ts";
import { fail } from "#common/result.ts";

type Tree = { readonly [key: string]: string | Tree };

/** A dotted key's plain text in one namespace's messages (a plural form's base has none). */
function textAt(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

const messages: Record<FailureNamespace, Record<"en" | "nl" | "fr", Tree>> = {
  public: { en: publicEn, nl: publicNl, fr: publicFr },
  account: { en: accountEn, nl: accountNl, fr: accountFr },
  admin: { en: adminEn, nl: adminNl, fr: adminFr },
  shop: { en: shopEn, nl: shopNl, fr: shopFr },
  appointments: { en: appointmentsEn, nl: appointmentsNl, fr: appointmentsFr },
};

/** What a page shows for the key: its namespace's text, else public's (the translator's order). */
function shown(namespace: FailureNamespace, key: string, language: "en" | "nl" | "fr") {
  return textAt(messages[namespace][language], key) ?? textAt(messages.public[language], key);
}

const entries = Object.entries(failures);

describe("the failure codes (common/failures.ts)", () => {
  it("are a list worth checking", () => {
    expect(entries.length).toBeGreaterThan(20);
  });

  it.each(entries)("%s has an HTTP error status", (code) => {
    const status = failureStatus(code as keyof typeof failures);
    expect(Number.isInteger(status), code).toBe(true);
    expect(status, code).toBeGreaterThanOrEqual(400);
    expect(status, code).toBeLessThan(600);
  });

  it.each(entries)("%s has an English API message", (code) => {
    const text = apiFailureTexts[code as keyof typeof failures];
    expect(text.trim(), code).not.toBe("");
    expect(text, code).not.toMatch(/\{\{/);
  });

  it.each(entries)("%s has a message in en, nl and fr, translated", (code) => {
    const ref = failureMessageRef(code as keyof typeof failures);
    const [namespace, key] = ref.split(":") as [FailureNamespace, string];
    expect(Object.keys(messages), code).toContain(namespace);
    expect(key, code).toBeTruthy();
    const english = shown(namespace, key, "en");
    expect(english?.trim(), `${code}: ${ref} in en`).toBeTruthy();
    for (const language of ["nl", "fr"] as const) {
      const text = shown(namespace, key, language);
      expect(text?.trim(), `${code}: ${ref} in ${language}`).toBeTruthy();
      expect(text, `${code}: ${ref} in ${language} is the English text`).not.toBe(english);
    }
  });

  it("takes no other code", () => {
    // @ts-expect-error a code that is not in the table does not compile
    const misspelt = fail("not-fund");
    expect(misspelt.error in failures).toBe(false);
  });
});

describe("apiAnswer", () => {
  it("answers a failure with the table's status and English", async () => {
    const response = apiAnswer(fail("not-an-image"));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: apiFailureTexts["not-an-image"] });
  });

  it("takes an endpoint's own words for a code, with the failure's details", async () => {
    const limited = apiAnswer(fail("rate-limited", { retryAfterSeconds: 120 }), {
      messages: {
        "rate-limited": ({ retryAfterSeconds }) => `Wait ${String(retryAfterSeconds)} s.`,
        invalid: "Not this one.",
      },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("120");
    expect(await limited.json()).toEqual({ error: "Wait 120 s." });
  });
});
