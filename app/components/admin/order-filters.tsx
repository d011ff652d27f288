import { useEffect, useRef } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { FilterForm } from "#app/components/ui/filter-form.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import {
  ADMIN_ORDER_SEARCH_MAX,
  adminOrderStatusFilters,
  type AdminOrderStatusFilter,
} from "#common/admin-orders-query.ts";

/**
 * Search and status filter as a plain GET form, like the shop's: it works before JavaScript
 * loads and the list is an address (/admin/orders?q=peeters&status=pending). A chosen status
 * applies at once with JavaScript; a search waits for Enter or Search. A new search starts at
 * page 1, since the form carries no page.
 */
export function OrderFilters({ q, status }: { q: string; status: AdminOrderStatusFilter }) {
  const { t } = useTranslation("admin");
  const { t: account } = useTranslation("account");
  const localized = useLocalizedPath();
  const path = localized("/admin/orders");
  const formRef = useRef<HTMLFormElement>(null);

  // The fields stay uncontrolled (they keep focus while results change); when the address
  // changes another way (Clear, Back) they follow what the server read.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const search = form.elements.namedItem("q");
    if (search instanceof HTMLInputElement) search.value = q;
    const select = form.elements.namedItem("status");
    if (select instanceof HTMLSelectElement) select.value = status;
  }, [q, status]);

  return (
    <FilterForm
      ref={formRef}
      action={path}
      label={t("adminOrders.filters")}
      applyLabel={t("adminOrders.apply")}
      clearLabel={t("adminOrders.clear")}
      className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) event.currentTarget.requestSubmit();
      }}
    >
      <FormField
        name="q"
        type="search"
        label={t("adminOrders.search")}
        maxLength={ADMIN_ORDER_SEARCH_MAX}
        defaultValue={q}
      />
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
    </FilterForm>
  );
}
