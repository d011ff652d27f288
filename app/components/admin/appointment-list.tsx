import { useTranslation } from "#app/i18n/use-translation.ts";
import { formatDateTime } from "#common/format.ts";
import type { ShopAppointment } from "#server/appointments/admin-appointments.service.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { DataTable, tableCell } from "#app/components/ui/data-table.tsx";
import { AppointmentActions, type CancelTarget } from "./appointment-actions.tsx";
import { VisitorPhotos } from "./visitor-photos.tsx";

const columns = ["when", "what", "who", "contact", "note", "photos", "actions"] as const;
const closureColumns = ["closureFrom", "closureUntil", "closureReason"] as const;

/**
 * The coming week's appointments, earliest first: when, what, who, how to reach them, note,
 * the photos sent, and the buttons that mark or cancel each.
 */
export function AppointmentList({
  appointments,
  onCancel,
}: {
  appointments: ShopAppointment[];
  onCancel: (appointment: CancelTarget) => void;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  return (
    <>
      <p className="mt-4" role="status">
        {appointments.length === 0
          ? t("adminAppointments.empty")
          : t("adminAppointments.count", { count: appointments.length })}
      </p>
      {appointments.length > 0 ? (
        <div className="mt-4">
          <DataTable
            caption={t("adminAppointments.caption")}
            columns={columns.map((key) => t(`adminAppointments.columns.${key}`))}
          >
            {appointments.map((appointment) => (
              <tr key={appointment.id}>
                <td className={`${tableCell} whitespace-nowrap`}>
                  <time dateTime={appointment.start}>
                    {formatDateTime(appointment.start, locale)}
                  </time>
                </td>
                <td className={tableCell}>{t(`adminAppointments.topics.${appointment.topic}`)}</td>
                <td className={tableCell}>
                  {appointment.name} ({appointment.locale.toUpperCase()})
                </td>
                <td className={`${tableCell} break-all`}>
                  <a className="underline underline-offset-4" href={`mailto:${appointment.email}`}>
                    {appointment.email}
                  </a>
                  <br />
                  <a className="underline underline-offset-4" href={`tel:${appointment.phone}`}>
                    {appointment.phone}
                  </a>
                </td>
                <td className={`${tableCell} whitespace-pre-line break-words`}>
                  {appointment.note}
                </td>
                <td className={tableCell}>
                  <VisitorPhotos name={appointment.name} photos={appointment.photos} />
                </td>
                <td className={tableCell}>
                  <AppointmentActions appointment={appointment} onCancel={onCancel} />
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      ) : null}
    </>
  );
}

/** The closures in the coming week, when there are any. */
export function ClosureList({
  closures,
}: {
  closures: { id: string; start: string; end: string; reason: string }[];
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  if (closures.length === 0) return null;
  return (
    <>
      <h3 className="mt-8 font-serif text-xl">{t("adminAppointments.closures")}</h3>
      <div className="mt-4">
        <DataTable
          caption={t("adminAppointments.closuresCaption")}
          columns={closureColumns.map((key) => t(`adminAppointments.${key}`))}
        >
          {closures.map((closure) => (
            <tr key={closure.id}>
              <td className={tableCell}>
                <time dateTime={closure.start}>{formatDateTime(closure.start, locale)}</time>
              </td>
              <td className={tableCell}>
                <time dateTime={closure.end}>{formatDateTime(closure.end, locale)}</time>
              </td>
              <td className={tableCell}>{closure.reason}</td>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}
