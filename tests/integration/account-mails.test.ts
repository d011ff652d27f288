import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { createTestAuth, origin, type TestAuth } from "#tests/support/auth.ts";
import { describeEachDatabase, type TestDatabase } from "#tests/support/databases.ts";

const password = "correct horse battery";
const queueDown = () => Promise.reject(new Error("mail queue unavailable"));

/** Makes every insert into `table` fail until the returned function is called. */
async function refuseInserts(
  { db, kind }: TestDatabase,
  table: string,
): Promise<() => Promise<void>> {
  if (kind === "sqlite") {
    await sql
      .raw(
        `create trigger refuse_${table} before insert on ${table} begin select raise(abort, 'refused'); end`,
      )
      .execute(db);
    return async () => {
      await sql.raw(`drop trigger refuse_${table}`).execute(db);
    };
  }
  await sql
    .raw(
      `create function refuse_${table}() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$;
       create trigger refuse_${table} before insert on ${table} for each row execute function refuse_${table}()`,
    )
    .execute(db);
  return async () => {
    await sql
      .raw(`drop trigger refuse_${table} on ${table}; drop function refuse_${table}()`)
      .execute(db);
  };
}

describeEachDatabase("account mails in better-auth's transaction", (use) => {
  let t: TestAuth;
  let n = 0;
  const email = () => `mail-owner${++n}@example.be`;
  beforeAll(() => {
    t = createTestAuth(use().db);
  });

  const userRows = (address: string) =>
    use().db.selectFrom("users").select("id").where("email", "=", address).execute();
  const queuedTo = (address: string) =>
    use().db.selectFrom("mail_queue").select("subject").where("to_address", "=", address).execute();

  it("queues the confirmation mail with the new account, in the language of the sign-up", async () => {
    const address = email();
    const outcome = await t.accounts().signUp({ email: address, password }, origin("fr"), "/fr");
    expect(outcome.ok).toBe(true);
    expect(await queuedTo(address)).toEqual([
      { subject: "Confirmez votre adresse e-mail chez Schelde Gold & Diamonds" },
    ]);
  });

  it("creates no account whose confirmation mail could not be queued", async () => {
    const failing = createTestAuth(use().db, undefined, { queue: queueDown });
    const address = email();
    await expect(
      failing.accounts().signUp({ email: address, password }, origin(), "/"),
    ).rejects.toThrow();
    expect(await userRows(address)).toEqual([]);
  });

  it("keeps no confirmation mail of a sign-up that failed after it was queued", async () => {
    const allow = await refuseInserts(use(), "accounts");
    const address = email();
    try {
      await expect(
        t.accounts().signUp({ email: address, password }, origin(), "/"),
      ).rejects.toThrow();
    } finally {
      await allow();
    }
    expect(await userRows(address)).toEqual([]);
    expect(await queuedTo(address)).toEqual([]);
  });

  it("queues the reset mail with its token, and keeps no token whose mail could not be queued", async () => {
    const address = email();
    expect((await t.accounts().signUp({ email: address, password }, origin("nl"), "/nl")).ok).toBe(
      true,
    );
    const resetTokens = async () =>
      (
        await use()
          .db.selectFrom("verifications")
          .select("identifier")
          .where("identifier", "like", "reset-password:%")
          .where("value", "=", (await userRows(address))[0]?.id ?? "")
          .execute()
      ).length;

    const failing = createTestAuth(use().db, undefined, { queue: queueDown });
    await expect(
      failing.accounts().requestPasswordReset({ email: address }, origin()),
    ).rejects.toThrow();
    expect(await resetTokens()).toBe(0);

    // The token's own write fails after the mail was written: the mail goes with it.
    const allow = await refuseInserts(use(), "verifications");
    try {
      await expect(
        t.accounts().requestPasswordReset({ email: address }, origin()),
      ).rejects.toThrow();
    } finally {
      await allow();
    }
    expect(await queuedTo(address)).toHaveLength(1); // the confirmation mail only

    expect(await t.accounts().requestPasswordReset({ email: address }, origin())).toEqual({
      ok: true,
    });
    expect(await resetTokens()).toBe(1);
    expect((await queuedTo(address)).map((row) => row.subject)).toContain(
      "Stel uw wachtwoord opnieuw in bij Schelde Gold & Diamonds",
    );
  });
});
