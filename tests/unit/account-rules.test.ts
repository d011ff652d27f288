import { describe, expect, it } from "vitest";
import { signUpSchema } from "#server/accounts/account.schema.ts";
import { loginPath, returnPath } from "#common/login-path.ts";
import { safeRedirect } from "#common/safe-redirect.ts";
import { passwordResetMail } from "#server/mail/password-reset-mail.ts";

describe("safeRedirect", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirect("/profile", "/")).toBe("/profile");
    expect(safeRedirect("/nl/orders?tab=2", "/")).toBe("/nl/orders?tab=2");
  });

  it("refuses anything that could leave the site", () => {
    for (const target of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "evil.example",
      "/\nLocation: https://evil.example",
      "",
      null,
      42,
    ]) {
      expect(safeRedirect(target, "/fr")).toBe("/fr");
    }
  });
});

describe("loginPath", () => {
  it("sends to the login page of the page's language with the way back", () => {
    expect(loginPath(new URL("http://shop.test/nl/profile?tab=orders"))).toBe(
      "/nl/login?redirectTo=%2Fnl%2Fprofile%3Ftab%3Dorders",
    );
    expect(loginPath(new URL("http://shop.test/admin"))).toBe("/login?redirectTo=%2Fadmin");
  });
});

describe("returnPath", () => {
  it("keeps the page asked for, else falls back to the home page of the page's language", () => {
    const nlLogin = new URL("http://shop.test/nl/login");
    expect(returnPath("/nl/orders", nlLogin)).toBe("/nl/orders");
    expect(returnPath("//evil.example", nlLogin)).toBe("/nl");
    expect(returnPath(undefined, new URL("http://shop.test/signup"))).toBe("/");
  });
});

describe("sign-up rules", () => {
  it("normalizes the e-mail and needs 8 to 128 characters of password", () => {
    expect(signUpSchema.parse({ email: " Ada@Example.BE ", password: "12345678" })).toEqual({
      email: "ada@example.be",
      password: "12345678",
    });
    expect(signUpSchema.safeParse({ email: "ada@example.be", password: "1234567" }).success).toBe(
      false,
    );
    expect(
      signUpSchema.safeParse({ email: "ada@example.be", password: "x".repeat(129) }).success,
    ).toBe(false);
  });
});

describe("password reset mail", () => {
  const link = "http://shop.test/fr/reset-password/new?token=abc&x=1";

  it("is written in the user's language with the link in its plain-text part", () => {
    const mail = passwordResetMail("ada@example.be", "fr", link);
    expect(mail.to).toBe("ada@example.be");
    expect(mail.subject).toBe("Réinitialisez votre mot de passe chez Schelde Gold & Diamonds");
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toMatch(/^Bonjour,/);
  });

  it("escapes the HTML part", () => {
    const mail = passwordResetMail("ada@example.be", "nl", link);
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain("Schelde Gold &#38; Diamonds");
    expect(mail.html).toContain('href="http://shop.test/fr/reset-password/new?token=abc&#38;x=1"');
  });
});
