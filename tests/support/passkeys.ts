import {
  createPasskeysService,
  type PasskeyOwner,
  type PasskeysService,
} from "#server/accounts/passkeys.service.ts";
import type { Database } from "#server/db/connection.ts";
import { createRateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import { testAuthConfig, whoIs, type TestAuth } from "./auth.ts";
import { softAuthenticator, type SoftAuthenticator } from "./soft-authenticator.ts";

/** The passkey service as services.ts builds it, allowing `max` attempts per window. */
export function passkeysService(db: Database, t: TestAuth, max = 1000): PasskeysService {
  return createPasskeysService({
    db,
    auth: t.auth,
    limiter: createRateLimitService({ db }),
    rateLimit: { max, windowSeconds: 600 },
    adminRequiresSecondFactor: true,
  });
}

/** `headers`' cookies with those the answer set added (a browser's next request). */
export function withCookies(headers: Headers, answer: Headers): Headers {
  const jar = new Map(
    (headers.get("cookie") ?? "")
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  for (const line of answer.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    jar.set(pair.split("=")[0] ?? "", pair);
  }
  const next = new Headers(headers);
  next.set("cookie", [...jar.values()].join("; "));
  return next;
}

/** A signed-in customer (an admin with `admin`) and a software authenticator of theirs. */
export async function customerWithAuthenticator(
  db: Database,
  t: TestAuth,
  email: string,
  options: { admin?: boolean; userVerified?: boolean } = {},
) {
  const { headers } = await t.customer(email);
  if (options.admin) {
    await db.updateTable("users").set({ role: "admin" }).where("email", "=", email).execute();
  }
  const user = await whoIs(t.auth, headers);
  if (!user) throw new Error(`${email} is not signed in`);
  const authenticator = softAuthenticator(testAuthConfig.publicUrl, {
    userVerified: options.userVerified ?? true,
  });
  return { headers, user, authenticator };
}

/** Adds a passkey named `name` through the service, as /profile's button does. */
export async function addPasskey(
  passkeys: PasskeysService,
  who: { headers: Headers; user: PasskeyOwner },
  authenticator: SoftAuthenticator,
  name: string,
) {
  const options = await passkeys.registrationOptions(who.headers, who.user, "203.0.113.9");
  if (!options.ok) throw new Error(`registration options refused: ${options.error}`);
  const response = authenticator.register(options.options);
  return passkeys.register(withCookies(who.headers, options.headers), who.user, {
    passkeyName: name,
    response,
  });
}

/** Signs in with the authenticator's passkey alone, as /login's button does. */
export async function signInWithPasskey(
  passkeys: PasskeysService,
  authenticator: SoftAuthenticator,
  clientAddress = "203.0.113.9",
) {
  const options = await passkeys.signInOptions(new Headers(), clientAddress);
  if (!options.ok) return options;
  const response = authenticator.authenticate(options.options);
  const cookies = withCookies(new Headers(), options.headers);
  return passkeys.signIn(cookies, { response, locale: "nl" });
}
