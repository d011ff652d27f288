import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import type { AdminOrderAnswer } from "#app/routes/admin/orders.tsx";
import type { AdminOrder } from "#server/orders/admin-orders.service.ts";

/**
 * "Are you sure you want to delete this order?" before the tab's action deletes it (intent
 * "delete"). It closes once the order is gone (the list is read again) and calls `onDeleted`;
 * a failure is said inside it, so the admin can try again or cancel.
 */
export function DeleteOrderDialog(props: {
  order: AdminOrder | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<NonNullable<AdminOrderAnswer>>({ key: "delete-order" });
  const { order, onDeleted } = props;
  const deleting = fetcher.state !== "idle";
  const answer = deleting ? undefined : fetcher.data;
  // Which order the last answer is about: another order's earlier failure is not this one's.
  const answerFor = answer ? (answer.ok ? answer.orderId : answer.values.orderId) : null;
  const answered = answer !== undefined && order !== null && answerFor === order.id;
  const done = answered && answer.ok;

  useEffect(() => {
    if (done) onDeleted();
  }, [done, onDeleted]);

  return (
    <ConfirmDialog
      open={order !== null}
      onClose={props.onClose}
      title={order ? t("adminOrders.deleteTitle", { reference: order.reference }) : ""}
      message={t("adminOrders.confirmDelete")}
      confirmLabel={t("adminOrders.delete")}
      pendingLabel={t("adminOrders.deleting")}
      cancelLabel={t("adminOrders.cancel")}
      pending={deleting}
      error={answered && !answer.ok ? t("adminOrders.deleteFailed") : null}
      onConfirm={() => {
        if (!order) return;
        void fetcher.submit({ intent: "delete", orderId: order.id }, { method: "post" });
      }}
    />
  );
}
