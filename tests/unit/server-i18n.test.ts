import { describe, expect, it } from "vitest";
import { serverI18n } from "#app/i18n/messages.server.ts";
import { nl } from "#app/i18n/nl.ts";

describe("the server's i18n instances", () => {
  it("answer a namespace's keys, fall back to public, and stay right when remembered", () => {
    const { t } = serverI18n("nl").translation("account");
    for (let round = 0; round < 2; round++) {
      expect(t("auth.login.title")).toBe(nl.auth.login.title);
      expect(t("validation.required")).toBe(nl.validation.required);
      expect(t("auth.passwordHint", { min: 8 })).toBe(nl.auth.passwordHint.replace("{{min}}", "8"));
    }
    const english = serverI18n("en").translation("public").t;
    expect(english("nav.login")).not.toBe(t("nav.login"));
  });
});
