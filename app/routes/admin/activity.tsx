import { useOutletContext } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { requestContext } from "#server/http/request-context.ts";
import { ActivityFilter } from "#app/components/admin/activity-filter.tsx";
import { ActivityTable } from "#app/components/admin/activity-table.tsx";
import { TabListing } from "#app/components/admin/tab-listing.tsx";
import { tabListing } from "#app/lib/admin-tab.server.ts";
import type { AdminOutletContext } from "./layout.tsx";
import type { Route } from "./+types/activity";

/**
 * /admin/activity?actor=&entity=&action=&from=&to=&page=: the audit trail, newest first, one
 * page read by the server per address. Read only: it has no action, so nothing here changes
 * or deletes a record. The admin layout's middleware (requireAdmin) has run before.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return tabListing(ctx, () => ctx.services.audit.list(url.searchParams));
}

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  const { listing, failure } = loaderData;
  return (
    <section aria-labelledby="activity-title" className="mt-8">
      <h2 id="activity-title" className="font-serif text-2xl">
        {label}
      </h2>
      <p className="mt-1 text-ink/80">{t("adminActivity.intro")}</p>
      <div className="mt-6">
        <ActivityFilter query={listing?.query ?? null} actors={listing?.actors ?? []} />
      </div>
      <TabListing
        section="adminActivity"
        path="/admin/activity"
        listing={
          listing && { ...listing, page: listing.query.page, empty: listing.records.length === 0 }
        }
        failure={failure}
        reference={loaderData.reference}
      >
        {listing ? <ActivityTable records={listing.records} /> : null}
      </TabListing>
    </section>
  );
}
