import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { auditActions, auditEntities } from "#common/audit.ts";
import { formatDateTime, formatEuros } from "#common/format.ts";
import type { Locale } from "#common/locales.ts";
import type { AuditRecordView } from "#server/audit/audit.service.ts";
import { DataTable, tableCell } from "#app/components/ui/data-table.tsx";

const isEntity = (value: string): value is (typeof auditEntities)[number] =>
  (auditEntities as readonly string[]).includes(value);
const isAction = (value: string): value is (typeof auditActions)[number] =>
  (auditActions as readonly string[]).includes(value);

/** A field's value as the admin reads it: amounts in euros, lists and objects as JSON. */
function shown(field: string, value: unknown, locale: Locale, empty: string): string {
  if (value === null || value === undefined || value === "") return empty;
  if (typeof value === "number" && /Cents$/.test(field)) return formatEuros(value, locale);
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** What one record changed: each field as it was and as it became (or only one of them). */
function Changes({ record }: { record: AuditRecordView }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const empty = t("adminActivity.empty_value");
  const fields = [
    ...new Set([...Object.keys(record.before ?? {}), ...Object.keys(record.after ?? {})]),
  ];
  if (fields.length === 0) return <>{t("adminActivity.noChanges")}</>;
  const line = (field: string) => {
    const before = record.before ? shown(field, record.before[field], locale, empty) : null;
    const after = record.after ? shown(field, record.after[field], locale, empty) : null;
    if (before !== null && after !== null) {
      return t("adminActivity.change", { field, before, after });
    }
    return `${field}: ${before ?? after ?? empty}`;
  };
  return (
    <ul className="space-y-1 break-words">
      {fields.map((field) => (
        <li key={field}>{line(field)}</li>
      ))}
    </ul>
  );
}

/** The Activity tab's records, newest first: when, who, what, the action and its changes. */
export function ActivityTable({ records }: { records: AuditRecordView[] }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  return (
    <DataTable
      caption={t("adminActivity.table")}
      columns={[
        t("adminActivity.columns.when"),
        t("adminActivity.columns.who"),
        t("adminActivity.columns.what"),
        t("adminActivity.columns.action"),
        t("adminActivity.columns.changes"),
      ]}
    >
      {records.map((record) => (
        <tr key={record.id} className="border-b border-ink/10">
          <td className={`${tableCell} whitespace-nowrap`}>
            <time dateTime={record.at}>{formatDateTime(record.at, locale)}</time>
          </td>
          <td className={`${tableCell} break-all`}>
            {record.actorEmail ?? t("adminActivity.commandLine", { command: record.command ?? "" })}
          </td>
          <td className={tableCell}>
            {isEntity(record.entity) ? t(`adminActivity.entities.${record.entity}`) : record.entity}
            <span className="block text-xs text-ink/70">{record.entityId}</span>
          </td>
          <td className={tableCell}>
            {isAction(record.action) ? t(`adminActivity.actions.${record.action}`) : record.action}
          </td>
          <td className={`${tableCell} min-w-64`}>
            <Changes record={record} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
