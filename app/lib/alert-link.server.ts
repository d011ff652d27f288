import type { RequestContext } from "#server/http/request-context.ts";
import { formAnswer, orFailed, readForm } from "./action.server.ts";
import { pageHead } from "./page-head.server.ts";

/**
 * The confirm and unsubscribe pages' loader (docs/decisions/0030-gold-price-alerts.md): their
 * head, and the alert and token of the link that opened them (null when either is missing).
 * Opening a link changes nothing: mail scanners open links too.
 */
export function alertLinkData(url: URL, page: "goldAlertConfirm" | "goldAlertUnsubscribe") {
  const alert = url.searchParams.get("alert");
  const token = url.searchParams.get("token");
  return { head: pageHead(url, page), link: alert && token ? { alert, token } : null };
}

/**
 * Their action: the page's button posts the link's values; a mail program's one-click POST
 * (RFC 8058, `List-Unsubscribe=One-Click`) carries none in its body, so the address's count too.
 */
export async function alertLinkAction(
  ctx: RequestContext,
  request: Request,
  url: URL,
  verb: "confirm" | "unsubscribe",
) {
  const values = { ...Object.fromEntries(url.searchParams), ...(await readForm(request)) };
  const outcome = await orFailed(ctx, () => ctx.services.goldPriceAlerts[verb](values));
  return formAnswer(outcome, values);
}
