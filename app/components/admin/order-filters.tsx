import { useMemo } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { SelectField } from "#app/components/ui/select-field.tsx";
import {
  ADMIN_ORDER_SEARCH_MAX,
  adminOrderStatusFilters,
  type AdminOrderStatusFilter,
} from "#common/admin-orders-query.ts";
import { AdminFilters } from "./admin-filters.tsx";

/**
 * Search (name or e-mail) and status filter (/admin/orders?q=peeters&status=pending). A chosen
 * status applies at once with JavaScript; a search waits for Enter or Search.
 */
export function OrderFilters({ q, status }: { q: string; status: AdminOrderStatusFilter }) {
  const { t } = useTranslation("admin");
  const { t: account } = useTranslation("account");
  const values = useMemo(() => ({ q, status }), [q, status]);
  return (
    <AdminFilters
      section="adminOrders"
      path="/admin/orders"
      values={values}
      searchMax={ADMIN_ORDER_SEARCH_MAX}
      className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) event.currentTarget.requestSubmit();
      }}
    >
      <SelectField
        name="status"
        label={t("adminOrders.status")}
        defaultValue={status}
        options={adminOrderStatusFilters.map((value) => ({
          value,
          label:
            value === "all" ? t("adminOrders.allStatuses") : account(`orders.statuses.${value}`),
        }))}
      />
    </AdminFilters>
  );
}
