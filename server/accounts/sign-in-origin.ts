import { AsyncLocalStorage } from "node:async_hooks";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { Database } from "#server/db/connection.ts";
import { recordAdminSession } from "./account-audit.ts";
import { asSignInMethod, signInMethodOf } from "./sign-in-method.ts";

/*
 * The client's address of the request being answered (client-address.ts: the socket's, or
 * behind TRUST_PROXY the one the proxy appended). better-auth creates sessions deep in its own
 * code, on a dozen paths, and its database hook is the one place that sees them all; it has no
 * argument of ours, so the address travels with the request's async context. better-auth's own
 * address tracking stays off: it believes the client's X-Forwarded-For.
 */
const clientAddresses = new AsyncLocalStorage<string>();

/** Runs one request's work knowing its client's address. */
export function withClientAddress<T>(address: string, work: () => T): T {
  return clientAddresses.run(address, work);
}

/**
 * Where and how each session was signed in, and who signed in to an admin account: every new
 * session gets the client's address and its method (the endpoint that made it); a request that
 * came without a session and leaves with one for an admin is recorded in the audit trail. It
 * must follow the two-factor plugin in the list: that plugin withdraws the session of a
 * password sign-in that still waits for its code, and this one then sees none.
 */
export const signInOrigin = (db: Database) =>
  ({
    id: "sign-in-origin",
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            create: {
              before: (session, context) =>
                Promise.resolve({
                  data: {
                    ...session,
                    ipAddress: clientAddresses.getStore() ?? session.ipAddress ?? null,
                    signedInWith: signInMethodOf(context?.path),
                  },
                }),
            },
          },
        },
      },
    }),
    hooks: {
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            // Confirming a code or a password change while signed in replaces a session: the
            // person was already in.
            if (!created || ctx.context.session) return;
            const { user, session } = created as {
              user: { id: string; email: string; role?: unknown };
              session: { signedInWith?: unknown };
            };
            await recordAdminSession(
              db,
              { id: user.id, email: user.email, role: String(user.role) },
              "sign-in",
              asSignInMethod(session.signedInWith),
            );
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
