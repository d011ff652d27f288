import { useTranslation } from "#app/i18n/use-translation.ts";
import { formatDateTime } from "#common/format.ts";
import { isLocale } from "#common/locales.ts";
import { valuationStatuses } from "#common/valuations.ts";
import type { ValuationListItem } from "#server/valuations/valuations.service.ts";
import type { ValuationStatusAnswer } from "#server/valuations/valuations.service.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { useLocale } from "#app/lib/use-locale.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { useFailureMessage } from "#app/lib/failure-message.ts";
import { StatusSelect } from "./status-select.tsx";
import { VisitorPhotos } from "./visitor-photos.tsx";

const cell = "px-3 py-2 align-top";
/** The table's columns in order; their headings are in the admin messages. */
const columns = [
  "date",
  "name",
  "email",
  "phone",
  "language",
  "message",
  "photos",
  "status",
  "appointment",
] as const;

/**
 * The page's requests as a table that scrolls within its own height (its header stays in
 * view), so the tabs and pages stay near. The scrolling region can take the keyboard's focus,
 * so it scrolls without a mouse too.
 */
export function ValuationTable(props: {
  requests: ValuationListItem[];
  answer: ValuationStatusAnswer | undefined;
  /** The address that opens the form booking an appointment for a request. */
  bookHref: (id: string) => string;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const statusOptions = valuationStatuses.map((value) => ({
    value,
    label: t(`valuationRequests.statuses.${value}`),
  }));
  const statusTexts = {
    failureTexts: useStatusFailureTexts(),
    progress: { saving: t("valuationRequests.saving"), saved: t("valuationRequests.saved") },
    // Without JavaScript the row's form posts with its Save button and the page answers.
    withoutScript: { save: t("valuationRequests.save"), pageAnswer: props.answer },
  };
  return (
    <div
      role="region"
      aria-labelledby="valuations-caption"
      tabIndex={0}
      className="mt-4 max-h-[70vh] overflow-auto rounded-lg border border-ink/10 bg-white"
    >
      <table className="w-full border-collapse text-sm">
        <caption id="valuations-caption" className="sr-only">
          {t("valuationRequests.table")}
        </caption>
        <thead>
          <tr>
            {columns.map((key) => (
              <th
                key={key}
                scope="col"
                className={`${cell} sticky top-0 bg-ivory text-left font-semibold`}
              >
                {t(`valuationRequests.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.requests.map((request) => (
            <tr key={request.id} className="border-t border-ink/10">
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={request.createdAt}>
                  {formatDateTime(request.createdAt, locale)}
                </time>
              </td>
              <th scope="row" className={`${cell} text-left font-medium`}>
                {request.name}
              </th>
              <td className={cell}>
                <a href={`mailto:${request.email}`} className="underline underline-offset-4">
                  {request.email}
                </a>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {request.phone ?? (
                  <span className="text-ink/75">{t("valuationRequests.noPhone")}</span>
                )}
              </td>
              <td className={cell}>
                {isLocale(request.locale) ? t(`languages.${request.locale}`) : request.locale}
              </td>
              <td className={`${cell} min-w-64 max-w-md whitespace-pre-line break-words`}>
                {request.message}
              </td>
              <td className={cell}>
                <VisitorPhotos name={request.name} photos={request.photos} />
              </td>
              <td className={cell}>
                <StatusSelect
                  idField="id"
                  row={request}
                  label={t("valuationRequests.statusOf", { name: request.name })}
                  options={statusOptions}
                  {...statusTexts}
                  className="min-w-40"
                />
              </td>
              <td className={cell}>
                {request.appointment ? (
                  <p className="mb-2 text-sm">
                    {t(`adminAppointments.book.bookedRow.${request.appointment.status}`, {
                      when: formatDateTime(request.appointment.start, locale),
                    })}
                  </p>
                ) : null}
                <ButtonLink
                  to={props.bookHref(request.id)}
                  variant="secondary"
                  size="sm"
                  preventScrollReset
                  aria-label={t(
                    request.appointment
                      ? "adminAppointments.book.anotherFor"
                      : "adminAppointments.book.linkFor",
                    { name: request.name },
                  )}
                >
                  {request.appointment
                    ? t("adminAppointments.book.another")
                    : t("adminAppointments.book.link")}
                </ButtonLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a refused status change says, under its row or above the table. */
function useStatusFailureTexts() {
  const { t } = useTranslation("admin");
  const saveFailed = t("valuationRequests.saveFailed");
  return { invalid: saveFailed, "not-found": t("valuationRequests.notFound"), failed: saveFailed };
}

/**
 * A refused status change is shown under the row it names; one naming no row on the page (a
 * post without an id, or of a request no longer listed) is said here, above the table, or
 * nothing would say it. Rendered whether or not the table is.
 */
export function UnplacedStatusRefusal(props: {
  answer: ValuationStatusAnswer | undefined;
  requests: readonly ValuationListItem[];
}) {
  const { answer } = props;
  const unplaced =
    answer && !answer.ok && !props.requests.some((request) => request.id === answer.values.id)
      ? answer
      : undefined;
  const message = useFailureMessage(unplaced, useStatusFailureTexts());
  return (
    <Alert tone="error" className="mt-4">
      {message}
    </Alert>
  );
}
