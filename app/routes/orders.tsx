import { useTranslation } from "react-i18next";
import { requireUser } from "#server/accounts/guards.ts";
import { appContext } from "#server/app-context.ts";
import { orderHistoryForPage } from "#server/orders/order-history.http.ts";
import { OrderList } from "../components/account/order-list.tsx";
import type { Route } from "./+types/orders";

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const user = await requireUser(ctx, url);
  return orderHistoryForPage(ctx, user.id);
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="orders-title">
      <title>{t("orders.title")}</title>
      <h1 id="orders-title" className="font-serif text-4xl">
        {t("orders.title")}
      </h1>
      <div className="mt-8">
        <OrderList orders={loaderData.orders} failureReference={loaderData.failureReference} />
      </div>
    </section>
  );
}
