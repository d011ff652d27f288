import { Form } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { valuationStatuses, type ValuationStatus } from "#common/valuations.ts";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";

/**
 * The status filter as a plain GET form (`?status=new`), so the view is an address and works
 * before JavaScript loads. It carries no page: a new filter starts at page 1.
 */
export function ValuationFilter({ status }: { status: ValuationStatus | null }) {
  const { t } = useTranslation("admin");
  return (
    <Form
      method="get"
      aria-label={t("valuationRequests.filter")}
      className="flex flex-wrap items-end gap-3"
    >
      <SelectField
        // A new key when the address changes, so the select follows Back and links.
        key={status ?? ""}
        name="status"
        label={t("valuationRequests.status")}
        defaultValue={status ?? ""}
        className="w-56"
        options={[
          { value: "", label: t("valuationRequests.allStatuses") },
          ...valuationStatuses.map((value) => ({
            value,
            label: t(`valuationRequests.statuses.${value}`),
          })),
        ]}
      />
      <Button type="submit" variant="secondary" size="sm" className="py-2.5">
        {t("valuationRequests.show")}
      </Button>
    </Form>
  );
}
