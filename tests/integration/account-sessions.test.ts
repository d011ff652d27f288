import { beforeAll, expect, it } from "vitest";
import { createProfilesService } from "#server/accounts/profiles.service.ts";
import { createTestAuth, origin, whoIs, type TestAuth } from "#tests/support/auth.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

const password = "correct horse battery";
const firefoxOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const safariOnIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

describeEachDatabase("sessions on /profile", (use) => {
  let t: TestAuth;
  let n = 0;
  beforeAll(() => {
    t = createTestAuth(use().db);
  });

  /** A customer signed in on two devices; answers both devices' cookies and who they are. */
  async function onTwoDevices() {
    const email = `devices${++n}@example.be`;
    await t.accounts().signUp({ email, password }, origin(), "/");
    const signIn = async (userAgent: string) => {
      const outcome = await t
        .accounts()
        .signIn({ email, password }, origin(), new Headers({ "user-agent": userAgent }));
      if (!outcome.ok) throw new Error(outcome.error);
      const cookie = outcome.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const headers = new Headers({ cookie });
      const user = await whoIs(t.auth, headers);
      if (!user) throw new Error("not signed in");
      return { headers, user };
    };
    return { laptop: await signIn(firefoxOnWindows), phone: await signIn(safariOnIphone) };
  }

  it("lists the account's devices, this one marked, and ends another on its next request", async () => {
    const profiles = createProfilesService({ db: use().db });
    const { laptop, phone } = await onTwoDevices();
    const listed = await profiles.sessions(laptop.user);
    expect(listed.map((s) => [s.device.browser, s.device.system, s.current]).sort()).toEqual([
      ["Firefox", "Windows", true],
      ["Safari", "iPhone", false],
    ]);
    const other = listed.find((s) => !s.current);
    expect(await profiles.endSession(laptop.user, { id: other?.id })).toEqual({
      ok: true,
      ended: 1,
    });
    expect(await whoIs(t.auth, phone.headers)).toBeNull();
    expect(await whoIs(t.auth, laptop.headers)).toMatchObject({ id: laptop.user.id });
    expect(await profiles.endSession(laptop.user, { id: other?.id })).toEqual({
      ok: false,
      error: "not-found",
    });
  });

  it("refuses to end this device's session, a stranger's or a made-up one, changing nothing", async () => {
    const profiles = createProfilesService({ db: use().db });
    const mine = await onTwoDevices();
    const theirs = await onTwoDevices();
    for (const id of [mine.laptop.user.sessionId, theirs.phone.user.sessionId, "x".repeat(20)]) {
      expect((await profiles.endSession(mine.laptop.user, { id })).ok).toBe(false);
    }
    expect(await profiles.endSession(mine.laptop.user, {})).toMatchObject({ error: "invalid" });
    for (const device of [mine.laptop, mine.phone, theirs.laptop, theirs.phone]) {
      expect(await whoIs(t.auth, device.headers)).not.toBeNull();
    }
  });

  it("ends every other session of the account, and only its own", async () => {
    const profiles = createProfilesService({ db: use().db });
    const mine = await onTwoDevices();
    const theirs = await onTwoDevices();
    expect(await profiles.endOtherSessions(mine.phone.user)).toEqual({ ok: true, ended: 1 });
    expect(await whoIs(t.auth, mine.laptop.headers)).toBeNull();
    expect(await whoIs(t.auth, mine.phone.headers)).not.toBeNull();
    expect(await whoIs(t.auth, theirs.laptop.headers)).not.toBeNull();
    expect((await profiles.sessions(mine.phone.user)).map((s) => s.current)).toEqual([true]);
  });

  it("sweeps sessions and one-time values past their end, and only those", async () => {
    const { db } = use();
    const { laptop, phone } = await onTwoDevices();
    const past = new Date(Date.now() - 60_000).toISOString();
    await db
      .updateTable("sessions")
      .set({ expires_at: past })
      .where("id", "=", phone.user.sessionId)
      .execute();
    await db
      .insertInto("verifications")
      .values([
        {
          id: `old-${n}`,
          identifier: `old-${n}`,
          value: "x",
          expires_at: past,
          created_at: past,
          updated_at: past,
        },
        {
          id: `live-${n}`,
          identifier: `live-${n}`,
          value: "x",
          expires_at: new Date(Date.now() + 60_000).toISOString(),
          created_at: past,
          updated_at: past,
        },
      ])
      .execute();
    // Other tests' rows may have expired too: at least these two went.
    expect(await t.accounts().purgeExpired()).toBeGreaterThanOrEqual(2);
    const ids = await db.selectFrom("verifications").select("id").execute();
    expect(ids.map((row) => row.id)).toContain(`live-${n}`);
    expect(ids.map((row) => row.id)).not.toContain(`old-${n}`);
    expect(await whoIs(t.auth, laptop.headers)).toMatchObject({ id: laptop.user.id });
    const left = await db.selectFrom("sessions").select("id").execute();
    expect(left.map((row) => row.id)).not.toContain(phone.user.sessionId);
    expect(left.map((row) => row.id)).toContain(laptop.user.sessionId);
  });
});
