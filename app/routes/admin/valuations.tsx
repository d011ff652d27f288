import { useOutletContext } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { ok } from "#common/result.ts";
import { requestContext } from "#server/http/request-context.ts";
import {
  isRequestBookingAnswer,
  isStatusAnswer,
  RequestAppointmentForm,
} from "#app/components/admin/request-appointment-form.tsx";
import { ValuationFilter } from "#app/components/admin/valuation-filter.tsx";
import { UnplacedStatusRefusal, ValuationTable } from "#app/components/admin/valuation-table.tsx";
import { TabListing } from "#app/components/admin/tab-listing.tsx";
import { tabAction, tabListing } from "#app/lib/admin-tab.server.ts";
import type { AdminOutletContext } from "./layout.tsx";
import type { Route } from "./+types/valuations";

/**
 * The admin's valuations tab (/admin?status=&page=): the requests newest first, one page read
 * by the server per address; with `&book=<id>&day=`, the form that books an appointment for
 * that request, with the day's free times.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { valuations, adminAppointments } = ctx.services;
  const params = url.searchParams;
  return tabListing(ctx, async () => {
    const [list, booking] = await Promise.all([
      valuations.list(params),
      params.has("book") ? adminAppointments.requestBookingForm(params) : null,
    ]);
    return list.ok ? ok({ ...list, booking }) : list;
  });
}

/**
 * A request's new status (intent "status"), from a row's fetcher or its form without script;
 * an appointment booked for a request (intent "appointment").
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { valuations, adminAppointments } = ctx.services;
  return tabAction<
    { id: string; status: string } | { id: string; start: string; name: string },
    "invalid" | "not-found" | "slot-taken"
  >(ctx, request, {
    status: (values, actor) => valuations.setStatus(values, actor),
    appointment: (values, actor) => adminAppointments.bookForRequest(values, actor),
  });
}

export default function AdminValuations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  const { listing, failure } = loaderData;
  const statusAnswer = actionData && isStatusAnswer(actionData) ? actionData : undefined;
  // The tab's own parameters, kept when the booking form opens, changes day or closes.
  const keep: Record<string, string> = {};
  if (listing?.status) keep.status = listing.status;
  if (listing && listing.page > 1) keep.page = String(listing.page);
  const href = (more: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...keep, ...more }).toString();
    return query ? `?${query}` : ".";
  };
  return (
    <section aria-labelledby="valuations-title" className="mt-8">
      <h2 id="valuations-title" className="font-serif text-2xl">
        {label}
      </h2>
      <p className="mt-1 text-ink/80">{t("valuationRequests.intro")}</p>
      <div className="mt-6">
        <ValuationFilter status={listing?.status ?? null} />
      </div>
      {listing?.booking ? (
        <RequestAppointmentForm
          booking={listing.booking}
          answer={actionData && isRequestBookingAnswer(actionData) ? actionData : undefined}
          keep={keep}
          closeHref={href()}
        />
      ) : null}
      <UnplacedStatusRefusal answer={statusAnswer} requests={listing?.requests ?? []} />
      <TabListing
        section="valuationRequests"
        path="/admin"
        listing={listing && { ...listing, empty: listing.requests.length === 0 }}
        failure={failure}
        reference={loaderData.reference}
      >
        {listing ? (
          <ValuationTable
            requests={listing.requests}
            answer={statusAnswer}
            bookHref={(id) => href({ book: id })}
          />
        ) : null}
      </TabListing>
    </section>
  );
}
