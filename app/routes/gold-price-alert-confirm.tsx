import { requestContext } from "#server/http/request-context.ts";
import { AlertLinkPage } from "#app/components/gold-price/alert-link-page.tsx";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { alertLinkAction, alertLinkData } from "#app/lib/alert-link.server.ts";
import type { NoindexHandle } from "#app/lib/page-head.ts";
import type { Route } from "./+types/gold-price-alert-confirm";

/**
 * Confirms a gold price alert's address (the double opt-in): the confirmation mail's link opens
 * it, and its button turns the alert on. Never in search results.
 */
export const handle: MessagesHandle & NoindexHandle = { i18n: ["alerts"], noindex: true };

export function loader({ url }: Route.LoaderArgs) {
  return alertLinkData(url, "goldAlertConfirm");
}

export function action({ request, url, context }: Route.ActionArgs) {
  return alertLinkAction(context.get(requestContext), request, url, "confirm");
}

export default function GoldPriceAlertConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertLinkPage kind="confirm" link={loaderData.link} answer={actionData} />;
}
