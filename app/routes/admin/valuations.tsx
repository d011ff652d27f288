import { useOutletContext } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { requestContext } from "#server/http/request-context.ts";
import { ValuationFilter } from "#app/components/admin/valuation-filter.tsx";
import { ValuationTable } from "#app/components/admin/valuation-table.tsx";
import { TabListing } from "#app/components/admin/tab-listing.tsx";
import { tabAction, tabListing } from "#app/lib/admin-tab.server.ts";
import type { AdminOutletContext } from "./layout.tsx";
import type { Route } from "./+types/valuations";

/**
 * The admin's valuations tab (/admin?status=&page=): the requests newest first, one page read
 * by the server per address.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return tabListing(ctx, () => ctx.services.valuations.list(url.searchParams));
}

/** A request's new status (intent "status"), from a row's fetcher or its form without script. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { valuations } = ctx.services;
  return tabAction(ctx, request, {
    status: (values, actor) => valuations.setStatus(values, actor),
  });
}

export default function AdminValuations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  const { listing, failure } = loaderData;
  return (
    <section aria-labelledby="valuations-title" className="mt-8">
      <h2 id="valuations-title" className="font-serif text-2xl">
        {label}
      </h2>
      <p className="mt-1 text-ink/80">{t("valuationRequests.intro")}</p>
      <div className="mt-6">
        <ValuationFilter status={listing?.status ?? null} />
      </div>
      <TabListing
        section="valuationRequests"
        path="/admin"
        listing={listing && { ...listing, empty: listing.requests.length === 0 }}
        failure={failure}
        reference={loaderData.reference}
      >
        {listing ? <ValuationTable requests={listing.requests} answer={actionData} /> : null}
      </TabListing>
    </section>
  );
}
