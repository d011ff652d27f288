import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { auditActions, auditEntities } from "#common/audit.ts";
import type { AuditQuery } from "#server/audit/audit.schema.ts";
import { FilterForm } from "#app/components/ui/filter-form.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";

/**
 * The Activity tab's filters as a plain GET form (`?actor=&entity=&action=&from=&to=`), so a
 * view is an address and works before JavaScript loads; a new filter starts at page 1.
 */
export function ActivityFilter({
  query,
  actors,
}: {
  query: AuditQuery | null;
  actors: { id: string; email: string }[];
}) {
  const { t } = useTranslation("admin");
  const localized = useLocalizedPath();
  // A new key when the address changes, so the fields follow Back and links.
  const key = JSON.stringify(query);
  return (
    <FilterForm
      key={key}
      action={localized("/admin/activity")}
      label={t("adminActivity.filter")}
      applyLabel={t("adminActivity.show")}
      clearLabel={t("adminActivity.clear")}
      className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-6"
    >
      <SelectField
        name="actor"
        label={t("adminActivity.person")}
        defaultValue={query?.actor ?? ""}
        options={[
          { value: "", label: t("adminActivity.everyone") },
          ...actors.map((actor) => ({ value: actor.id, label: actor.email })),
        ]}
      />
      <SelectField
        name="entity"
        label={t("adminActivity.kind")}
        defaultValue={query?.entity ?? ""}
        options={[
          { value: "", label: t("adminActivity.allKinds") },
          ...auditEntities.map((value) => ({
            value,
            label: t(`adminActivity.entities.${value}`),
          })),
        ]}
      />
      <SelectField
        name="action"
        label={t("adminActivity.action")}
        defaultValue={query?.action ?? ""}
        options={[
          { value: "", label: t("adminActivity.allActions") },
          ...auditActions.map((value) => ({ value, label: t(`adminActivity.actions.${value}`) })),
        ]}
      />
      <FormField
        name="from"
        type="date"
        label={t("adminActivity.from")}
        defaultValue={query?.from ?? ""}
      />
      <FormField
        name="to"
        type="date"
        label={t("adminActivity.to")}
        defaultValue={query?.to ?? ""}
      />
    </FilterForm>
  );
}
