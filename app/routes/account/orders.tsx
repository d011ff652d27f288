import { useTranslation } from "#app/i18n/use-translation.ts";
import { requestContext } from "#server/http/request-context.ts";
import { OrderList } from "#app/components/account/order-list.tsx";
import { PageShell } from "#app/components/ui/page-shell.tsx";
import { userContext } from "#app/lib/guards.server.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { Route } from "./+types/orders";

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const history = await ctx.services.orders.historyOf(context.get(userContext).id, ctx.log);
  return { history, reference: ctx.requestId, head: pageHead(url, "orders") };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  return (
    <PageShell title={t("orders.title")}>
      <div className="mt-8">
        <OrderList history={loaderData.history} failureReference={loaderData.reference} />
      </div>
    </PageShell>
  );
}
