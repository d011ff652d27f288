import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { formatCarat, formatCountry, formatEuros } from "#common/format.ts";
import type { AdminOrder } from "#server/orders/admin-orders.service.ts";

/** An order's lines as sold and who to contact, opened with View from the orders tab. */
export function OrderDetailsDialog(props: {
  order: AdminOrder | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const { order } = props;
  const cell = "px-2 py-2 text-left align-top";
  return (
    <Dialog
      open={props.open && order !== null}
      onClose={props.onClose}
      title={order ? t("adminOrders.details.title", { reference: order.reference }) : ""}
      size="wide"
    >
      {order ? (
        <>
          <h3 className="font-serif text-xl">{t("adminOrders.details.lines")}</h3>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="border-b border-ink/20">
                <tr>
                  <th className={cell}>{t("adminOrders.details.piece")}</th>
                  <th className={cell}>{t("adminOrders.details.carat")}</th>
                  <th className={cell}>{t("adminOrders.details.metal")}</th>
                  <th className={cell}>{t("adminOrders.details.ringSize")}</th>
                  <th className={`${cell} text-right`}>{t("adminOrders.details.quantity")}</th>
                  <th className={`${cell} text-right`}>{t("adminOrders.details.price")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink/10">
                {order.items.map((item, index) => (
                  <tr key={index}>
                    <td className={cell}>{item.name}</td>
                    <td className={cell}>
                      {item.caratHundredths === null
                        ? t("adminOrders.details.none")
                        : t("adminOrders.details.caratValue", {
                            carat: formatCarat(item.caratHundredths, locale),
                          })}
                    </td>
                    <td className={cell}>
                      {item.metal ? t(`metals.${item.metal}`) : t("adminOrders.details.none")}
                    </td>
                    <td className={cell}>
                      {item.ringSize === null
                        ? t("adminOrders.details.none")
                        : item.ringSize === "unknown"
                          ? t("adminOrders.details.sizeUnknown")
                          : item.ringSize}
                    </td>
                    <td className={`${cell} text-right`}>{item.quantity}</td>
                    <td className={`${cell} text-right`}>
                      {formatEuros(item.unitPriceCents * item.quantity, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3 className="mt-6 font-serif text-xl">{t("adminOrders.details.contact")}</h3>
          <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{t("adminOrders.details.name")}</dt>
            <dd>{order.customer.name || t("adminOrders.details.none")}</dd>
            <dt className="font-semibold">{t("adminOrders.details.phone")}</dt>
            <dd>{order.customer.phone || t("adminOrders.details.none")}</dd>
            <dt className="font-semibold">{t("adminOrders.details.email")}</dt>
            <dd>{order.customer.email}</dd>
            <dt className="font-semibold">{t("adminOrders.details.address")}</dt>
            <dd>
              {order.delivery.method === "pickup"
                ? t("adminOrders.details.pickupAddress")
                : [
                    order.delivery.street,
                    `${order.delivery.postalCode ?? ""} ${order.delivery.city ?? ""}`.trim(),
                    order.delivery.country ? formatCountry(order.delivery.country, locale) : null,
                  ]
                    .filter(Boolean)
                    .join(", ")}
            </dd>
          </dl>
        </>
      ) : null}
    </Dialog>
  );
}
