import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { GoldPriceAlertForm } from "#app/components/gold-price/gold-price-alert-form.tsx";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { formAnswer, orFailed, readForm } from "#app/lib/action.server.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { NoindexHandle } from "#app/lib/page-head.ts";
import type { Route } from "./+types/gold-price-alerts";

/**
 * /gold-price/alerts: where the alert's form posts from any page (docs/decisions/0030-gold-price-alerts.md),
 * and its page of its own, which shows the answer to a post made without JavaScript. A form,
 * not content: left out of search results.
 */
export const handle: MessagesHandle & NoindexHandle = { i18n: ["alerts"], noindex: true };

export function loader({ url }: Route.LoaderArgs) {
  return { head: pageHead(url, "goldAlerts") };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const { clientAddress, locale } = requestOrigin(ctx, url);
  const outcome = await orFailed(ctx, () =>
    ctx.services.goldPriceAlerts.subscribe(values, { clientAddress, locale }),
  );
  return formAnswer(outcome, values);
}

export default function GoldPriceAlerts({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <GoldPriceAlertForm serverResult={actionData} titleAs="h1" />
    </div>
  );
}
