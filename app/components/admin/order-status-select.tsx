import { useLayoutEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { orderStatuses } from "#common/order-statuses.ts";
import type { OrderStatusAnswer } from "#server/orders/admin-orders.service.ts";
import type { AdminOrder } from "#server/orders/admin-orders.service.ts";

/**
 * An order's status, saved as soon as another is chosen (the tab's action, intent "status"),
 * disabled while it is being saved. The choice shows at once; a failure puts the stored status
 * back and says so beside it.
 */
export function OrderStatusSelect({ order }: { order: AdminOrder }) {
  const { t } = useTranslation("admin");
  const { t: account } = useTranslation("account");
  const fetcher = useFetcher<OrderStatusAnswer>({ key: `order-status-${order.id}` });
  const formRef = useRef<HTMLFormElement>(null);
  const saving = fetcher.state !== "idle";
  const chosen = fetcher.formData?.get("status");
  // Said once the save is over, in the commit that puts the stored status back: while the
  // page's data reloads after the answer the select still shows the refused choice.
  const failed = !saving && fetcher.data?.ok === false;

  // A disabled select loses focus; a keyboard user gets it back once the status is saved, in
  // the same commit that enables it again (a passive effect would leave a frame without focus).
  useLayoutEffect(() => {
    if (saving || document.activeElement !== document.body) return;
    const select = formRef.current?.elements.namedItem("status");
    if (select instanceof HTMLSelectElement) select.focus();
  }, [saving]);

  return (
    <fetcher.Form ref={formRef} method="post">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="orderId" value={order.id} />
      <SelectField
        name="status"
        label={t("adminOrders.statusOf", { reference: order.reference })}
        hideLabel
        className="w-auto"
        value={typeof chosen === "string" ? chosen : order.status}
        disabled={saving}
        onChange={(event) => {
          // Rendered at once, not as a transition: the select is disabled and shows the choice
          // even when the answer is quick, and a refusal then puts the stored status back.
          void fetcher.submit(event.currentTarget.form, { flushSync: true });
        }}
        options={orderStatuses.map((status) => ({
          value: status,
          label: account(`orders.statuses.${status}`),
        }))}
      />
      {failed ? (
        <Alert tone="error" className="mt-1">
          {t("adminOrders.statusFailed")}
        </Alert>
      ) : null}
    </fetcher.Form>
  );
}
