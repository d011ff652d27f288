import { requestContext } from "#server/http/request-context.ts";
import { AlertLinkPage } from "#app/components/gold-price/alert-link-page.tsx";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { alertLinkAction, alertLinkData } from "#app/lib/alert-link.server.ts";
import type { NoindexHandle } from "#app/lib/page-head.ts";
import type { Route } from "./+types/gold-price-alert-unsubscribe";

/**
 * Stops a gold price alert, signed in or not: every alert mail links here, and its
 * List-Unsubscribe header names this address for a mail program's one-click POST (RFC 8058).
 * Never in search results.
 */
export const handle: MessagesHandle & NoindexHandle = { i18n: ["alerts"], noindex: true };

export function loader({ url }: Route.LoaderArgs) {
  return alertLinkData(url, "goldAlertUnsubscribe");
}

export function action({ request, url, context }: Route.ActionArgs) {
  return alertLinkAction(context.get(requestContext), request, url, "unsubscribe");
}

export default function GoldPriceAlertUnsubscribe({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <AlertLinkPage kind="unsubscribe" link={loaderData.link} answer={actionData} />;
}
