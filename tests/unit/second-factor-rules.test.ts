import { describe, expect, it } from "vitest";
import { adminAccess, type AdminCandidate } from "#server/accounts/admin-access.ts";
import { groupedSecret, readSecondFactorCode } from "#server/accounts/second-factor-code.ts";
import { signInMethodOf, signInMethods } from "#server/accounts/sign-in-method.ts";
import { backupCodesField, setupView, totpUriField } from "#server/accounts/two-factor-setup.ts";
import { loadConfig } from "#server/config.ts";

const uri =
  "otpauth://totp/Schelde%20Gold%20%26%20Diamonds:ann%40example.be?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Schelde+Gold+%26+Diamonds&digits=6&period=30";
const codes = Array.from({ length: 10 }, (_, i) => `AbCd${i}-2eFgH`);

describe("reading a second factor's code", () => {
  it("takes six digits as the app's code, spaces and a dash dropped", () => {
    expect(readSecondFactorCode("123456")).toEqual({ kind: "totp", code: "123456" });
    expect(readSecondFactorCode(" 123 456 ")).toEqual({ kind: "totp", code: "123456" });
    expect(readSecondFactorCode("123-456")).toEqual({ kind: "totp", code: "123456" });
  });

  it("takes ten letters and digits as a backup code, in better-auth's form with its dash", () => {
    expect(readSecondFactorCode("AbCd1-2eFgH")).toEqual({
      kind: "backup-code",
      code: "AbCd1-2eFgH",
    });
    expect(readSecondFactorCode("AbCd12eFgH")).toEqual({
      kind: "backup-code",
      code: "AbCd1-2eFgH",
    });
    // Its case is kept: better-auth compares backup codes exactly.
    expect(readSecondFactorCode("abcd1 2efgh")).toEqual({
      kind: "backup-code",
      code: "abcd1-2efgh",
    });
  });

  it("refuses anything else", () => {
    for (const typed of [
      "",
      "12345",
      "1234567",
      "AbCd1-2eFg",
      "AbCd1-2eFgHi",
      "12345é",
      "äbcd1-2efgh",
    ]) {
      expect(readSecondFactorCode(typed), typed).toBeNull();
    }
  });

  it("groups a secret in fours to be typed", () => {
    expect(groupedSecret("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
    expect(groupedSecret("ABCDEF")).toBe("ABCD EF");
  });
});

describe("the admin panel's second-factor rule", () => {
  const admin = (over: Partial<AdminCandidate>): AdminCandidate => ({
    id: "u1",
    role: "admin",
    twoFactorEnabled: true,
    signedInWith: "totp",
    ...over,
  });
  const passkey = (has: boolean) => () => Promise.resolve(has);
  const noLookup = () => Promise.reject(new Error("the passkey was not needed"));

  it("sends an admin without a code or a passkey to set one up, while the rule is on", async () => {
    const without = admin({ twoFactorEnabled: false, signedInWith: "password" });
    expect(await adminAccess(true, without, passkey(false))).toBe("set-up");
    expect(await adminAccess(false, without, noLookup)).toBe("open");
    expect(await adminAccess(true, { ...without, role: "customer" }, noLookup)).toBe("open");
  });

  it("counts a passkey as the second factor, and asks the app's code only of the session", async () => {
    expect(await adminAccess(true, admin({}), noLookup)).toBe("open");
    expect(await adminAccess(true, admin({ signedInWith: "backup-code" }), noLookup)).toBe("open");
    const passkeyOnly = admin({ twoFactorEnabled: false, signedInWith: "passkey" });
    expect(await adminAccess(true, passkeyOnly, passkey(true))).toBe("open");
    // Its last passkey removed since: the session proves a factor the account no longer has.
    expect(await adminAccess(true, passkeyOnly, passkey(false))).toBe("set-up");
  });

  it("asks a session signed in without a second factor to confirm it", async () => {
    for (const signedInWith of ["password", "federated", "email-link"] as const) {
      expect(await adminAccess(true, admin({ signedInWith }), noLookup)).toBe("confirm");
      const passkeyOnly = admin({ twoFactorEnabled: false, signedInWith });
      expect(await adminAccess(true, passkeyOnly, passkey(true))).toBe("confirm");
    }
  });

  it("names each session by the endpoint that made it, and any other as the password's", () => {
    expect(signInMethodOf("/sign-in/email")).toBe("password");
    expect(signInMethodOf("/two-factor/verify-totp")).toBe("totp");
    expect(signInMethodOf("/two-factor/verify-backup-code")).toBe("backup-code");
    expect(signInMethodOf("/passkey/verify-authentication")).toBe("passkey");
    expect(signInMethodOf("/callback/google")).toBe("federated");
    expect(signInMethodOf("/oauth2/callback/oidc")).toBe("federated");
    expect(signInMethodOf("/verify-email")).toBe("email-link");
    expect(signInMethodOf("/two-factor/disable")).toBe("password");
    expect(signInMethodOf(undefined)).toBe("password");
    expect(new Set(signInMethods).size).toBe(6);
  });

  it("is on unless ADMIN_REQUIRE_2FA=false", () => {
    expect(loadConfig({}).auth.adminRequiresSecondFactor).toBe(true);
    expect(loadConfig({ ADMIN_REQUIRE_2FA: "false" }).auth.adminRequiresSecondFactor).toBe(false);
    expect(() => loadConfig({ ADMIN_REQUIRE_2FA: "sometimes" })).toThrow(/ADMIN_REQUIRE_2FA/);
  });
});

describe("the set-up the confirm form carries back", () => {
  it("takes better-auth's otpauth address and ten backup codes, nothing else", () => {
    expect(totpUriField.safeParse(uri).success).toBe(true);
    for (const bad of [
      "https://evil.example/?secret=JBSW",
      "otpauth://totp/x?secret=",
      "otpauth://hotp/x?secret=JBSW",
    ]) {
      expect(totpUriField.safeParse(bad).success, bad).toBe(false);
    }
    expect(backupCodesField.parse(codes.join(" "))).toEqual(codes);
    expect(backupCodesField.safeParse(codes.slice(1).join(" ")).success).toBe(false);
    expect(backupCodesField.safeParse([...codes.slice(1), "<b>x</b>"].join(" ")).success).toBe(
      false,
    );
  });

  it("draws the QR code on the server as an SVG and prints the key in groups", async () => {
    const setup = await setupView(uri, codes);
    expect(setup.secret).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    const svg = Buffer.from(setup.qrCode.replace(/^data:image\/svg\+xml;base64,/, ""), "base64");
    expect(svg.toString()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(setup.backupCodes).toEqual(codes);
  });
});
