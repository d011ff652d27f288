import { data, useNavigation, useOutletContext } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { CatalogHandle } from "#app/i18n/namespaces.ts";
import { requestContext } from "#server/http/request-context.ts";
import { failureStatus } from "#server/http/status.ts";
import { OrderFilters } from "#app/components/admin/order-filters.tsx";
import { OrderTable } from "#app/components/admin/order-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { fail } from "#common/result.ts";
import { formAnswer, orFailed, readForm } from "#app/lib/action.server.ts";
import type { AdminOutletContext } from "./layout.tsx";
import type { Route } from "./+types/orders";

/** The statuses' names are the customer's (account catalog), so both always say the same. */
export const handle: CatalogHandle = { i18n: ["admin", "account"] };

/**
 * /admin/orders?q=&status=&page=: one page of orders, searched and filtered on the server.
 * The admin layout's middleware (requireAdmin) has run before this loader and the action.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const result = await orFailed(ctx, () => ctx.services.adminOrders.list(url.searchParams));
  if (result.ok) return { listing: result, failure: null, reference: ctx.requestId };
  return data(
    { listing: null, failure: result.error, reference: ctx.requestId },
    { status: failureStatus(result.error) },
  );
}

/** The status dropdown and the delete confirmation post here, each with its intent. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const { adminOrders } = ctx.services;
  const result = await orFailed(ctx, () => {
    if (values.intent === "status") return adminOrders.changeStatus(values);
    if (values.intent === "delete") return adminOrders.remove(values);
    return Promise.resolve(fail("invalid", { fieldErrors: { intent: "required" } }));
  });
  return formAnswer(result, values);
}

export type AdminOrderAnswer = Route.ComponentProps["actionData"];

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  const navigation = useNavigation();
  // A search, filter or page of this tab being loaded (not a status being saved).
  const loading =
    navigation.state === "loading" && navigation.location.pathname.endsWith("/admin/orders");
  const { listing, failure } = loaderData;
  return (
    <Card padding="lg" className="mt-8">
      <h2 className="font-serif text-2xl">{label}</h2>
      <div className="mt-4">
        <OrderFilters q={listing?.q ?? ""} status={listing?.status ?? "all"} />
      </div>
      <div role="status" className="mt-4 text-sm text-ink/75">
        {loading
          ? t("adminOrders.loading")
          : listing && listing.total > 0
            ? t("adminOrders.count", { count: listing.total })
            : null}
      </div>
      {failure ? (
        <Alert tone="error" className="mt-4">
          {failure === "invalid"
            ? t("adminOrders.badQuery")
            : t("adminOrders.loadFailed", { reference: loaderData.reference })}
        </Alert>
      ) : null}
      {listing && listing.orders.length === 0 ? (
        <p className="mt-6 text-lg">{t("adminOrders.empty")}</p>
      ) : null}
      {listing && listing.orders.length > 0 ? (
        <div className={`mt-4 ${loading ? "opacity-60" : ""}`} aria-busy={loading || undefined}>
          <OrderTable orders={listing.orders} />
        </div>
      ) : null}
      {listing ? <Pagination page={listing.page} pages={listing.pages} /> : null}
    </Card>
  );
}
