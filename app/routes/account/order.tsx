import { data } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { requestContext } from "#server/http/request-context.ts";
import { OrderSummary } from "#app/components/checkout/order-summary.tsx";
import { PageShell } from "#app/components/ui/page-shell.tsx";
import { userContext } from "#app/lib/guards.server.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { formatEuros } from "#common/format.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { Route } from "./+types/order";

export const handle: MessagesHandle = { i18n: ["shop"] };

/** One order, to its owner only: anyone else's reference is simply not found. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const order = await ctx.services.orders.ofOwner(context.get(userContext).id, params.reference);
  if (!order) throw data(null, { status: 404 });
  return { order, head: pageHead(url, "order", { vars: { reference: order.reference } }) };
}

export default function Order({ loaderData: { order } }: Route.ComponentProps) {
  const { t } = useTranslation("shop");
  // The statuses' names are the order history's (the account layout loads those messages).
  const { t: account } = useTranslation("account");
  const locale = useLocale();
  const money = (cents: number) => formatEuros(cents, locale);
  const subtotal = order.totalCents - order.deliveryFeeCents;
  return (
    <PageShell title={t("shop.confirmation.title")} width="wide">
      <p className="mt-2 text-lg">
        {t("shop.confirmation.reference", { reference: order.reference })}
      </p>
      {/* The shop moves it on from the admin panel; the customer sees where it is. */}
      <p className="mt-1">
        {t("shop.confirmation.status", { status: account(`orders.statuses.${order.status}`) })}
      </p>
      <p className="mt-6 max-w-2xl rounded border border-gold/60 bg-white p-4">
        {order.deliveryMethod === "pickup"
          ? t("shop.confirmation.payPickup")
          : t("shop.confirmation.payTransfer", {
              amount: money(order.totalCents),
              iban: order.payment.iban.replace(/(.{4})/g, "$1 ").trim(),
              communication: order.payment.communication,
            })}
      </p>
      <div className="mt-8 max-w-xl">
        <OrderSummary
          title={t("shop.confirmation.lines")}
          lines={order.items.map((item) => ({
            name: item.name,
            carat: item.caratHundredths,
            quantity: item.quantity,
            lineTotalCents: item.unitPriceCents * item.quantity,
          }))}
          rows={[
            [t("shop.checkout.subtotal"), money(subtotal)],
            [
              t("shop.checkout.deliveryFee"),
              order.deliveryFeeCents === 0
                ? t("shop.checkout.free")
                : money(order.deliveryFeeCents),
            ],
          ]}
          total={money(order.totalCents)}
        />
      </div>
    </PageShell>
  );
}
