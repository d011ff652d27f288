import { useTranslation } from "#app/i18n/use-translation.ts";
import type { Result } from "#common/result.ts";
import type { OrderSummary } from "#server/orders/orders.service.ts";
import { Link } from "react-router";
import { formatCarat, formatDate, formatEuros } from "#common/format.ts";
import { useLocale, useLocalizedPath } from "#app/lib/use-locale.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Card } from "#app/components/ui/card.tsx";

/**
 * A customer's orders (docs/product.md §2/§8): reference, date, status, items and total; an empty
 * history says so; a failed load says so with a reference the shop can look up in its logs.
 */
export function OrderList(props: {
  history: Result<{ orders: OrderSummary[] }, "unavailable">;
  failureReference: string;
}) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  const localized = useLocalizedPath();

  if (!props.history.ok) {
    return (
      <Alert tone="error">{t("orders.loadFailed", { reference: props.failureReference })}</Alert>
    );
  }
  const { orders } = props.history;
  if (orders.length === 0) {
    return (
      <Card padding="lg" className="text-center">
        <p className="text-lg">{t("orders.empty")}</p>
        <Link to={localized("/shop")} className="mt-4 inline-block font-semibold underline">
          {t("orders.shopCta")}
        </Link>
      </Card>
    );
  }
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <Card as="li" key={order.id}>
          <article aria-labelledby={`order-${order.id}`}>
            <h3 id={`order-${order.id}`} className="font-serif text-xl">
              {t("orders.order", { reference: order.reference })}
            </h3>
            <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-ink/70">{t("orders.placed")}</dt>
                <dd>
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
                </dd>
              </div>
              <div>
                <dt className="text-ink/70">{t("orders.status")}</dt>
                <dd>{t(`orders.statuses.${order.status}`)}</dd>
              </div>
              <div>
                <dt className="text-ink/70">{t("orders.total")}</dt>
                <dd className="font-semibold">{formatEuros(order.totalCents, locale)}</dd>
              </div>
            </dl>
            <h4 className="mt-4 text-sm font-semibold">{t("orders.items")}</h4>
            <ul className="mt-1 divide-y divide-ink/10 text-sm">
              {order.items.map((item, index) => (
                <li key={index} className="flex justify-between gap-4 py-2">
                  <span>
                    {item.quantity} × {item.name}
                    {item.caratHundredths !== null
                      ? ` · ${t("orders.carat", { carat: formatCarat(item.caratHundredths, locale) })}`
                      : ""}
                    {item.metal ? ` · ${t(`metals.${item.metal}`)}` : ""}
                  </span>
                  <span>{formatEuros(item.unitPriceCents * item.quantity, locale)}</span>
                </li>
              ))}
            </ul>
          </article>
        </Card>
      ))}
    </ul>
  );
}
