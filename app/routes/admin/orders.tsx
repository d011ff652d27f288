import { useOutletContext } from "react-router";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { requestContext } from "#server/http/request-context.ts";
import { OrderFilters } from "#app/components/admin/order-filters.tsx";
import { OrderTable } from "#app/components/admin/order-table.tsx";
import { ActionFailure, TabListing } from "#app/components/admin/tab-listing.tsx";
import { Card } from "#app/components/ui/card.tsx";
import type { OrderStatus } from "#common/order-statuses.ts";
import { tabAction, tabListing } from "#app/lib/admin-tab.server.ts";
import type { AdminOutletContext } from "./layout.tsx";
import type { Route } from "./+types/orders";

/** The statuses' names are the customer's (account messages), so both always say the same. */
export const handle: MessagesHandle = { i18n: ["admin", "account"] };

/**
 * /admin/orders?q=&status=&page=: one page of orders, searched and filtered on the server.
 * The admin layout's middleware (requireAdmin) has run before this loader and the action.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return tabListing(ctx, () => ctx.services.adminOrders.list(url.searchParams));
}

/** The status dropdown and the delete confirmation post here, each with its intent. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { adminOrders } = ctx.services;
  return tabAction<
    { orderId: string; status?: OrderStatus },
    "invalid" | "not-found" | "piece-unavailable"
  >(ctx, request, {
    status: (values, actor) => adminOrders.changeStatus(values, actor),
    delete: (values, actor) => adminOrders.remove(values, actor),
  });
}

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { label } = useOutletContext<AdminOutletContext>();
  const { listing, failure } = loaderData;
  return (
    <Card padding="lg" className="mt-8">
      <h2 className="font-serif text-2xl">{label}</h2>
      <ActionFailure answer={actionData} />
      <div className="mt-4">
        <OrderFilters q={listing?.q ?? ""} status={listing?.status ?? "all"} />
      </div>
      <TabListing
        section="adminOrders"
        path="/admin/orders"
        listing={listing && { ...listing, empty: listing.orders.length === 0 }}
        failure={failure}
        reference={loaderData.reference}
      >
        {listing ? <OrderTable orders={listing.orders} /> : null}
      </TabListing>
    </Card>
  );
}
