import { data, Link, useOutletContext } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { requestContext } from "#server/http/request-context.ts";
import { ValuationFilter } from "#app/components/admin/valuation-filter.tsx";
import { ValuationTable } from "#app/components/admin/valuation-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { formAnswer, orFailed, readForm } from "#app/lib/action.server.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { AdminOutletContext } from "./layout.tsx";
import type { Route } from "./+types/valuations";

/**
 * The admin's valuations tab (/admin?status=&page=): the requests newest first, one page read
 * by the server per address. The admin layout's middleware has checked the role already.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const result = await services.valuations.list(url.searchParams);
  if (!result.ok) return data({ listing: null }, { status: 400 });
  const { requests, total, page, pages, status } = result;
  return { listing: { requests, total, page, pages, status } };
}

/** A request's new status, from a row's fetcher (or its form without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const result = await orFailed(ctx, () => ctx.services.valuations.setStatus(values));
  return formAnswer(result, values);
}

export default function AdminValuations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  const { listing } = loaderData;
  return (
    <section aria-labelledby="valuations-title" className="mt-8">
      <h2 id="valuations-title" className="font-serif text-2xl">
        {label}
      </h2>
      <p className="mt-1 text-ink/80">{t("valuationRequests.intro")}</p>
      <div className="mt-6">
        <ValuationFilter status={listing?.status ?? null} />
      </div>
      {listing ? <Listing listing={listing} answer={actionData} /> : <UnknownPage />}
    </section>
  );
}

type ListingData = NonNullable<Route.ComponentProps["loaderData"]["listing"]>;

function Listing({
  listing,
  answer,
}: {
  listing: ListingData;
  answer: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation("admin");
  const { total, requests, page, pages } = listing;
  const summary =
    total > 0 ? t("valuationRequests.count", { count: total }) : t("valuationRequests.none");
  return (
    <>
      <p className="mt-6 text-sm text-ink/75" role="status">
        {summary}
      </p>
      {requests.length > 0 ? <ValuationTable requests={requests} answer={answer} /> : null}
      <Pagination page={page} pages={pages} />
    </>
  );
}

/** A hand-edited page or status the tab does not know: said plainly, with a way back. */
function UnknownPage() {
  const { t } = useTranslation("admin");
  const localized = useLocalizedPath();
  return (
    <div className="mt-6 space-y-3">
      <Alert tone="error">{t("valuationRequests.badQuery")}</Alert>
      <Link to={localized("/admin")} className="inline-block underline underline-offset-4">
        {t("valuationRequests.showAll")}
      </Link>
    </div>
  );
}
