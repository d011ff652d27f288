import { requestContext } from "#server/http/request-context.ts";
import { AlertLinkPage } from "#app/components/gold-price/alert-link-page.tsx";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { formAnswer, orFailed, readForm } from "#app/lib/action.server.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { NoindexHandle } from "#app/lib/page-head.ts";
import type { Route } from "./+types/gold-price-alert-unsubscribe";

/**
 * Stops a gold price alert, signed in or not: every alert mail links here, and its List-Unsubscribe header names this address for a mail program's one-click POST (RFC 8058), whose body (List-Unsubscribe=One-Click) carries no alert or token: they come from the address.
 * Opening the link changes nothing; the page's button posts. Never in search results.
 */
export const handle: MessagesHandle & NoindexHandle = { i18n: ["alerts"], noindex: true };

export function loader({ url }: Route.LoaderArgs) {
  const alert = url.searchParams.get("alert");
  const token = url.searchParams.get("token");
  return {
    head: pageHead(url, "goldAlertUnsubscribe"),
    link: alert && token ? { alert, token } : null,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = { ...Object.fromEntries(url.searchParams), ...(await readForm(request)) };
  const outcome = await orFailed(ctx, () => ctx.services.goldPriceAlerts.unsubscribe(values));
  return formAnswer(outcome, values);
}

export default function GoldPriceAlertUnsubscribe({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <AlertLinkPage kind="unsubscribe" link={loaderData.link} answer={actionData} />;
}
