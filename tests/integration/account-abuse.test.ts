import { beforeAll, expect, it } from "vitest";
import { createTestAuth, origin, whoIs, type TestAuth } from "#tests/support/auth.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

const password = "correct horse battery";

/** Issue 22, findings 6, 7 and 9: what a stranger can do to someone else's account. */
describeEachDatabase("accounts under attack", (use) => {
  let t: TestAuth;
  let n = 0;
  const email = () => `target${++n}-${Date.now()}@example.be`;
  beforeAll(() => {
    t = createTestAuth(use().db);
  });

  it("lets the owner in with the right password while a stranger's failures lock only the stranger out", async () => {
    const { email: address } = await t.customer(email(), { password });
    const limited = t.accounts(3);
    const stranger = origin("en", "198.51.100.66");
    for (let i = 0; i < 3; i++) {
      expect(await limited.signIn({ email: address, password: `guess ${i}!` }, stranger)).toEqual({
        ok: false,
        error: "invalid-credentials",
      });
    }
    // The stranger has used the address's budget: even the right password is refused to them.
    expect(await limited.signIn({ email: address, password }, stranger)).toEqual({
      ok: false,
      error: "rate-limited",
    });
    // The owner, from a client that has not failed, still gets in, and again later.
    const owner = origin("en", "203.0.113.10");
    expect((await limited.signIn({ email: address, password }, owner)).ok).toBe(true);
    expect((await limited.signIn({ email: address, password }, owner)).ok).toBe(true);
    // Another guesser gets one try at a locked address, then waits too.
    const second = origin("en", "198.51.100.67");
    expect((await limited.signIn({ email: address, password: "one try" }, second)).ok).toBe(false);
    expect(await limited.signIn({ email: address, password }, second)).toEqual({
      ok: false,
      error: "rate-limited",
    });
  });

  it("counts guesses sent all at once before answering any of them", async () => {
    const { email: address } = await t.customer(email(), { password });
    const limited = t.accounts(2);
    const stranger = origin("en", "198.51.100.70");
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        limited.signIn({ email: address, password: `burst ${i}!` }, stranger),
      ),
    );
    const checked = answers.filter((answer) => !answer.ok && answer.error !== "rate-limited");
    expect(checked.length).toBeLessThanOrEqual(2);
  });

  it("keeps the per-client limit: three times the per-address budget across addresses", async () => {
    const limited = t.accounts(2);
    const client = origin("en", "198.51.100.9");
    for (let i = 0; i < 6; i++) {
      expect(await limited.signIn({ email: `x${i}-${n}@example.be`, password }, client)).toEqual({
        ok: false,
        error: "invalid-credentials",
      });
    }
    expect(await limited.signIn({ email: `x9-${n}@example.be`, password }, client)).toEqual({
      ok: false,
      error: "rate-limited",
    });
  });

  it("limits guessing the current password with a signed-in session like signing in", async () => {
    const { email: address, headers } = await t.customer(email(), { password });
    const user = { id: (await whoIs(t.auth, headers))?.id ?? "" };
    const limited = t.accounts(3);
    const thief = origin("en", "198.51.100.80");
    const change = (currentPassword: string, from = thief) =>
      limited.changePassword(headers, user, { currentPassword, newPassword: "taken over!" }, from);
    for (let i = 0; i < 3; i++) {
      expect(await change(`guess ${i}!`)).toEqual({ ok: false, error: "wrong-password" });
    }
    expect(await change(password)).toEqual({ ok: false, error: "rate-limited" });
    // The password stands.
    expect((await limited.signIn({ email: address, password }, origin())).ok).toBe(true);
  });

  it("answers a sign-up with a known address exactly as one with a new address, and mails the owner", async () => {
    const known = email();
    await t.customer(known, { password, locale: "fr" });
    const accounts = t.accounts();
    const timed = async (address: string) => {
      const start = performance.now();
      const outcome = await accounts.signUp(
        { email: address, password: "x".repeat(12) },
        origin("nl"),
        "/",
      );
      return { outcome, ms: performance.now() - start };
    };
    const fresh = email();
    const forFresh = await timed(fresh);
    const forKnown = await timed(known);
    const shape = (outcome: typeof forFresh.outcome) =>
      outcome.ok
        ? { ok: true, email: outcome.email, cookies: outcome.headers.getSetCookie() }
        : outcome;
    expect(shape(forKnown.outcome)).toEqual({ ...shape(forFresh.outcome), email: known });
    expect(shape(forKnown.outcome)).toEqual({ ok: true, email: known, cookies: [] });

    // The owner hears of it in their own language; the stranger's password did nothing.
    const note = t.mails.findLast((mail) => mail.to === known);
    expect(note?.subject).toBe(
      "Quelqu’un a tenté de s’inscrire chez Schelde Gold & Diamonds avec votre adresse",
    );
    expect(note?.text).toContain("http://shop.test/fr/reset-password");
    expect((await accounts.signIn({ email: known, password }, origin())).ok).toBe(true);

    // About the same time: both hash the password, which is most of the work. Medians of a
    // few rounds, so one slow moment on a busy machine does not decide.
    const rounds = async (address: () => string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) times.push((await timed(address())).ms);
      return times.sort((a, b) => a - b)[2] ?? 0;
    };
    const newMedian = await rounds(email);
    const knownMedian = await rounds(() => known);
    expect(knownMedian).toBeGreaterThan(newMedian * 0.5);
    expect(knownMedian).toBeLessThan(newMedian * 2);
  });
});
