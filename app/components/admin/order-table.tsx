import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { formatCountry, formatDate, formatEuros } from "#common/format.ts";
import { orderStatuses } from "#common/order-statuses.ts";
import type { AdminOrder } from "#server/orders/admin-orders.service.ts";
import { DataTable, tableCell as cell } from "#app/components/ui/data-table.tsx";
import { RowActions } from "./row-actions.tsx";
import { DeleteRowDialog, useRowDeletion } from "./delete-row-dialog.tsx";
import { OrderDetailsDialog } from "./order-details-dialog.tsx";
import { StatusSelect } from "./status-select.tsx";

/**
 * One page of orders as a table: reference, date, customer, total, delivery, the status
 * dropdown, and View and Delete, each naming its order for screen readers.
 */
export function OrderTable({ orders }: { orders: AdminOrder[] }) {
  const { t } = useTranslation("admin");
  const { t: account } = useTranslation("account");
  const locale = useLocale();
  const statusOptions = orderStatuses.map((status) => ({
    value: status,
    label: account(`orders.statuses.${status}`),
  }));
  // The same words for every refusal but one, the select showing the stored status again; a
  // cancelled order whose special edition another order took since cannot be reopened.
  const statusFailed = t("adminOrders.statusFailed");
  const statusFailureTexts = {
    invalid: statusFailed,
    "not-found": statusFailed,
    failed: statusFailed,
    "piece-unavailable": t("adminOrders.pieceTaken"),
  };
  // The order whose dialog shows; kept after closing so the dialog's title stays while it fades.
  const [viewed, setViewed] = useState<AdminOrder | null>(null);
  const [viewing, setViewing] = useState(false);
  const deletion = useRowDeletion((row: AdminOrder) =>
    t("adminOrders.deleteTitle", { reference: row.reference }),
  );
  return (
    <>
      <DataTable
        caption={t("adminOrders.list")}
        tableRef={deletion.tableRef}
        columns={[
          t("adminOrders.reference"),
          t("adminOrders.date"),
          t("adminOrders.customer"),
          { label: t("adminOrders.total"), end: true },
          t("adminOrders.delivery"),
          t("adminOrders.status"),
          t("adminOrders.actions"),
        ]}
      >
        {orders.map((order) => (
          <tr key={order.id}>
            <td className={`${cell} font-mono`}>{order.reference}</td>
            <td className={cell}>
              <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
            </td>
            <td className={cell}>
              <span className="block">{order.customer.name}</span>
              <span className="block break-all text-ink/75">{order.customer.email}</span>
            </td>
            <td className={`${cell} text-right`}>{formatEuros(order.totalCents, locale)}</td>
            <td className={cell}>
              {order.delivery.method === "pickup" || !order.delivery.country
                ? t("adminOrders.pickup")
                : t("adminOrders.deliveryTo", {
                    country: formatCountry(order.delivery.country, locale),
                  })}
            </td>
            <td className={cell}>
              <StatusSelect
                idField="orderId"
                row={order}
                label={t("adminOrders.statusOf", { reference: order.reference })}
                options={statusOptions}
                failureTexts={statusFailureTexts}
                selectClassName="w-auto"
              />
            </td>
            <td className={cell}>
              <RowActions
                actions={[
                  {
                    onClick: () => {
                      setViewed(order);
                      setViewing(true);
                    },
                    text: t("adminOrders.view"),
                    label: t("adminOrders.viewLabel", { reference: order.reference }),
                  },
                  {
                    onClick: () => {
                      deletion.ask(order);
                    },
                    text: t("adminOrders.delete"),
                    label: t("adminOrders.deleteLabel", { reference: order.reference }),
                  },
                ]}
              />
            </td>
          </tr>
        ))}
      </DataTable>
      <OrderDetailsDialog
        order={viewed}
        open={viewing}
        onClose={() => {
          setViewing(false);
        }}
      />
      <DeleteRowDialog section="adminOrders" idField="orderId" {...deletion.dialog} />
    </>
  );
}
