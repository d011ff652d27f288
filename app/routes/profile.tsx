import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { failedForm, readForm } from "#server/accounts/account.http.ts";
import { changePassword } from "#server/accounts/account.service.ts";
import { accountContext, loginPath, requireUser } from "#server/accounts/guards.ts";
import { hasPassword } from "#server/accounts/profile.queries.ts";
import { getProfile, updateProfile } from "#server/accounts/profile.service.ts";
import { appContext } from "#server/app-context.ts";
import { orderHistoryForPage } from "#server/orders/order-history.http.ts";
import { OrderList } from "../components/account/order-list.tsx";
import { PasswordForm } from "../components/account/password-form.tsx";
import { ProfileForm } from "../components/account/profile-form.tsx";
import { TabLinks } from "../components/ui/tab-links.tsx";
import { useLocalizedPath } from "../lib/use-locale.ts";
import type { Route } from "./+types/profile";

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const user = await requireUser(ctx, url);
  const profile = await getProfile(ctx.db, user.id);
  if (!profile) throw redirect(loginPath(url));
  const tab = url.searchParams.get("tab") === "orders" ? "orders" : "profile";
  return {
    tab,
    profile,
    canChangePassword: await hasPassword(ctx.db, user.id),
    history: tab === "orders" ? await orderHistoryForPage(ctx, user.id) : null,
  } as const;
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const user = await requireUser(ctx, url);
  const values = await readForm(request);
  if (values.intent === "password") {
    const outcome = await changePassword(accountContext(ctx), request.headers, values);
    if (!outcome.ok) return failedForm(outcome, values);
    return data({ ok: true as const, intent: "password" }, { headers: outcome.headers });
  }
  const outcome = await updateProfile(ctx.db, user.id, values);
  if (outcome.ok) return data({ ok: true as const, intent: "profile" });
  if (outcome.error === "not-found") throw redirect(loginPath(url));
  return failedForm(outcome, values);
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const intent = actionData?.ok ? actionData.intent : actionData?.values.intent;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="profile-title">
      <title>{t("profile.title")}</title>
      <h1 id="profile-title" className="font-serif text-4xl">
        {t("profile.title")}
      </h1>
      <div className="mt-6">
        <TabLinks
          label={t("profile.tabs")}
          current={loaderData.tab}
          tabs={[
            { key: "profile", label: t("profile.tabProfile"), to: localized("/profile") },
            {
              key: "orders",
              label: t("profile.tabOrders"),
              to: `${localized("/profile")}?tab=orders`,
            },
          ]}
        />
      </div>
      <div className="mt-8 space-y-8">
        {loaderData.history ? (
          <OrderList
            orders={loaderData.history.orders}
            failureReference={loaderData.history.failureReference}
          />
        ) : (
          <>
            <ProfileForm
              profile={loaderData.profile}
              answer={intent === "profile" ? actionData : undefined}
            />
            {loaderData.canChangePassword ? (
              <PasswordForm answer={intent === "password" ? actionData : undefined} />
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
