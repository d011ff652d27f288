import { Link, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useFailureMessage } from "#app/lib/failure-message.ts";
import { useLocale, useLocalizedPath } from "#app/lib/use-locale.ts";
import { formatAppointmentTime } from "#common/appointment-format.ts";
import type { Failure } from "#common/result.ts";
import type { OwnAppointment } from "#server/appointments/customer-appointments.service.ts";
import { DataTable, tableCell } from "#app/components/ui/data-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { RowPostButton } from "#app/components/ui/row-post-button.tsx";

/**
 * A signed-in customer's valuation appointments (/profile?tab=appointments): upcoming ones,
 * each booked one with a Cancel button, then past ones; what, when (Antwerp time, with the
 * weekday) and status. Plain forms: it works before JavaScript loads. With none, a link to book.
 */
export function AppointmentList(props: {
  appointments: { upcoming: OwnAppointment[]; past: OwnAppointment[] };
  /** The last post cancelled one. */
  cancelled: boolean;
  failure: Failure | null;
}) {
  const { t } = useTranslation("account");
  const { t: words } = useTranslation("appointments");
  const locale = useLocale();
  const localized = useLocalizedPath();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  const failure = useFailureMessage(props.failure, {
    "not-found": t("myAppointments.errors.not-found"),
  });
  const { upcoming, past } = props.appointments;
  const bookLink = (
    <Link to={localized("/appointment")} className="mt-4 inline-block font-semibold underline">
      {t("myAppointments.bookCta")}
    </Link>
  );
  const what = (appointment: OwnAppointment) => words(`appointments.topics.${appointment.topic}`);
  const when = (appointment: OwnAppointment) => (
    <time dateTime={appointment.start}>{formatAppointmentTime(appointment.start, locale)}</time>
  );
  const status = (appointment: OwnAppointment) =>
    words(`appointments.manage.statuses.${appointment.status}`);
  const columns = [
    words("appointments.manage.what"),
    words("appointments.manage.when"),
    words("appointments.manage.status"),
  ];

  return (
    <Card>
      <h2 className="font-serif text-2xl">{t("profile.tabAppointments")}</h2>
      <p className="mt-1 text-sm text-ink/80">{t("myAppointments.intro")}</p>
      <div role="status" className="mt-4">
        {props.cancelled ? words("appointments.manage.cancelled") : null}
      </div>
      <Alert tone="error" className="mt-2">
        {failure}
      </Alert>
      {upcoming.length === 0 && past.length === 0 ? (
        <div className="mt-4 text-center">
          <p className="text-lg">{t("myAppointments.empty")}</p>
          {bookLink}
        </div>
      ) : (
        <>
          <h3 className="mt-6 font-serif text-xl">{t("myAppointments.upcoming")}</h3>
          {upcoming.length === 0 ? (
            <div className="mt-2">
              <p>{t("myAppointments.noneUpcoming")}</p>
              {bookLink}
            </div>
          ) : (
            <div className="mt-2">
              <DataTable
                caption={t("myAppointments.upcoming")}
                columns={[...columns, t("myAppointments.action")]}
              >
                {upcoming.map((appointment) => (
                  <tr key={appointment.id} className="border-b border-ink/10">
                    <td className={tableCell}>{what(appointment)}</td>
                    <td className={tableCell}>{when(appointment)}</td>
                    <td className={tableCell}>{status(appointment)}</td>
                    <td className={tableCell}>
                      {appointment.cancellable ? (
                        <RowPostButton
                          intent="cancel-appointment"
                          id={appointment.id}
                          text={t("myAppointments.cancel")}
                          details={t("myAppointments.cancelDetails", {
                            what: what(appointment),
                            when: formatAppointmentTime(appointment.start, locale),
                          })}
                          pending={sending === appointment.id}
                        />
                      ) : null}
                    </td>
                  </tr>
                ))}
              </DataTable>
            </div>
          )}
          {past.length > 0 ? (
            <>
              <h3 className="mt-6 font-serif text-xl">{t("myAppointments.past")}</h3>
              <div className="mt-2">
                <DataTable caption={t("myAppointments.past")} columns={columns}>
                  {past.map((appointment) => (
                    <tr key={appointment.id} className="border-b border-ink/10">
                      <td className={tableCell}>{what(appointment)}</td>
                      <td className={tableCell}>{when(appointment)}</td>
                      <td className={tableCell}>{status(appointment)}</td>
                    </tr>
                  ))}
                </DataTable>
              </div>
            </>
          ) : null}
        </>
      )}
    </Card>
  );
}
