import { data, redirect } from "react-router";
import { localeFromPath, localizedHref, type PagePath } from "#common/locales.ts";
import type { Result } from "#common/result.ts";
import type { AuditActor } from "#server/audit/audit-trail.ts";
import type { RequestContext } from "#server/http/request-context.ts";
import { failureStatus, type FailureCode } from "#common/failures.ts";
import { formAnswer, orFailed, readForm, refusal } from "./action.server.ts";

/*
 * The one pattern of the admin panel's tabs (docs/architecture.md §6): a tab's loader is
 * `tabListing(ctx, () => service.list(…))` and its action `tabAction(ctx, request, intents)`.
 * The admin layout's middleware (requireAdmin) has run before either.
 */

/**
 * A tab's loader answer: its listing, or why there is none with the status that fits (400
 * for a query the tab does not take, 500 when the database failed) and the request id the
 * page shows to quote.
 */
export async function tabListing<T extends object>(
  ctx: RequestContext,
  list: () => Promise<Result<T, "invalid" | "invalid-query">>,
) {
  const result = await orFailed(ctx, list);
  if (result.ok) return { listing: result, failure: null, reference: ctx.requestId };
  return data(
    { listing: null, failure: result.error, reference: ctx.requestId },
    { status: failureStatus(result.error) },
  );
}

/**
 * A tab's action: the form's `intent` picks the service call that reads the rest of the form;
 * another intent is refused. Each call gets the admin who asked, for the audit trail its
 * write records. Answered with `formAnswer`, so the form keeps what was typed. `after` names
 * the page a successful intent goes on to (a form closed once saved), so the same happens
 * without JavaScript.
 */
export async function tabAction<T extends object, E extends FailureCode>(
  ctx: RequestContext,
  request: Request,
  intents: Record<
    string,
    (values: Record<string, string>, actor: AuditActor) => Promise<Result<T, E>>
  >,
  after: Partial<Record<string, PagePath>> = {},
) {
  // The admin layout's middleware let only admins through; this names which one.
  const user = await ctx.session();
  if (!user) throw refusal("not-signed-in");
  const actor: AuditActor = { kind: "admin", userId: user.id, email: user.email };
  const values = await readForm(request);
  const intent = values.intent ?? "";
  // Own keys only: "__proto__" or "valueOf" must not find Object.prototype's members. No form
  // of the tab sends another intent, so the error page says what was wrong (400).
  const run = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!run) throw refusal("unknown-intent");
  const result: Result<T, E | "failed"> = await orFailed(ctx, () => run(values, actor));
  const next = Object.hasOwn(after, intent) ? after[intent] : undefined;
  if (result.ok && next) {
    throw redirect(localizedHref(localeFromPath(new URL(request.url).pathname), next));
  }
  return formAnswer(result, values);
}
