import { redirect } from "react-router";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { localeFromPath, localizedHref } from "#common/locales.ts";
import { loginPath } from "#common/login-path.ts";
import { ok } from "#common/result.ts";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { AppointmentList } from "#app/components/account/appointment-list.tsx";
import { OrderList } from "#app/components/account/order-list.tsx";
import { PasskeyList } from "#app/components/account/passkey-list.tsx";
import { PasswordForm } from "#app/components/account/password-form.tsx";
import { SessionList } from "#app/components/account/session-list.tsx";
import {
  TwoFactorSettings,
  type TwoFactorAnswers,
} from "#app/components/account/two-factor-settings.tsx";
import { ProfileForm } from "#app/components/account/profile-form.tsx";
import { PageShell } from "#app/components/ui/page-shell.tsx";
import { TabLinks } from "#app/components/ui/tab-links.tsx";
import { formAnswer, readForm } from "#app/lib/action.server.ts";
import { userContext } from "#app/lib/guards.server.ts";
import { isTwoFactorIntent, twoFactorAction } from "#app/lib/two-factor-action.server.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { Route } from "./+types/profile";

/** The appointments tab names each appointment's topic and status in their own messages. */
export const handle: MessagesHandle = { i18n: ["appointments"] };

const tabs = ["orders", "appointments", "sessions", "security"] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = context.get(userContext);
  const profile = await ctx.services.profiles.get(user.id);
  if (!profile) throw redirect(loginPath(url));
  const asked = url.searchParams.get("tab");
  const tab = tabs.find((name) => name === asked) ?? "profile";
  const security = tab === "security";
  const locked = security && !(await ctx.services.twoFactor.mayChangeFactors(user));
  return {
    tab,
    profile,
    canChangePassword: await ctx.services.profiles.hasPassword(user.id),
    history: tab === "orders" ? await ctx.services.orders.historyOf(user.id, ctx.log) : null,
    appointments:
      tab === "appointments" ? await ctx.services.customerAppointments.list(user) : null,
    sessions: tab === "sessions" ? await ctx.services.profiles.sessions(user) : null,
    twoFactor: security ? await ctx.services.twoFactor.status(user.id) : null,
    isAdmin: user.role === "admin",
    // The admin panel's guard sent an admin without a second factor here (requireAdmin).
    adminRequired: url.searchParams.get("required") === "admin",
    // A session that has not shown the account's second factor changes none (admin-access.ts).
    confirmFirst: locked
      ? localizedHref(localeFromPath(url.pathname), "/login/second-factor", {
          query: { redirectTo: url.pathname + url.search },
        })
      : null,
    passkeys: security && !locked ? await ctx.services.passkeys.list(user.id) : null,
    reference: ctx.requestId,
    head: pageHead(url, "profile"),
  } as const;
}

/**
 * The profile form, the password form ("password"), the appointments tab's cancel
 * ("cancel-appointment"), the sessions tab's sign-outs and the two-step sign-in tab's forms ("two-factor-…") and the passkeys' renames and removals (their
 * dialogs post with a fetcher).
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = context.get(userContext);
  const values = await readForm(request);
  const { profiles, passkeys } = ctx.services;
  const { intent } = values;
  if (isTwoFactorIntent(intent))
    return twoFactorAction(ctx, request, url, user, { ...values, intent });
  if (values.intent === "rename-passkey" || values.intent === "remove-passkey") {
    const outcome =
      values.intent === "rename-passkey"
        ? await passkeys.rename(user, values)
        : await passkeys.remove(user, values);
    const { id, name } = outcome.ok ? outcome : { id: "", name: "" };
    return formAnswer(outcome.ok ? ok({ intent: "passkeys", id, name }) : outcome, values);
  }
  if (values.intent === "cancel-appointment") {
    const outcome = await ctx.services.customerAppointments.cancel(user, values);
    return formAnswer(outcome.ok ? ok({ intent: "appointments" }) : outcome, values);
  }
  if (values.intent === "end-session" || values.intent === "end-other-sessions") {
    const outcome =
      values.intent === "end-session"
        ? await profiles.endSession(user, values)
        : await profiles.endOtherSessions(user);
    return formAnswer(
      outcome.ok ? ok({ intent: "sessions", ended: outcome.ended }) : outcome,
      values,
    );
  }
  if (values.intent === "password") {
    const outcome = await ctx.services.accounts.changePassword(
      request.headers,
      user,
      values,
      requestOrigin(ctx, url),
    );
    if (!outcome.ok) return formAnswer(outcome, values);
    return formAnswer(ok({ intent: "password" }), values, { headers: outcome.headers });
  }
  const outcome = await profiles.update(user.id, values);
  if (!outcome.ok && outcome.error === "not-found") throw redirect(loginPath(url));
  return formAnswer(outcome.ok ? ok({ intent: "profile" }) : outcome, values);
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localized = useLocalizedPath();
  // The action changes the profile unless told otherwise: so does its answer.
  const answered = actionData?.ok ? actionData.intent : actionData?.values.intent;
  const intent =
    answered === "password"
      ? "password"
      : answered === "appointments" || answered === "cancel-appointment"
        ? "appointments"
        : answered === "sessions" || answered === "end-session" || answered === "end-other-sessions"
          ? "sessions"
          : answered?.startsWith("two-factor-")
            ? "security"
            : "profile";
  const answerTo = (name: string) => (answered === name ? actionData : undefined);
  const twoFactorAnswers: TwoFactorAnswers = {
    start: answerTo("two-factor-start"),
    confirm: answerTo("two-factor-confirm"),
    disable: answerTo("two-factor-disable"),
    codes: answerTo("two-factor-codes"),
  };
  return (
    <PageShell title={t("profile.title")}>
      <div className="mt-6">
        <TabLinks
          label={t("profile.tabs")}
          current={loaderData.tab}
          tabs={[
            { key: "profile", label: t("profile.tabProfile"), to: localized("/profile") },
            {
              key: "orders",
              label: t("profile.tabOrders"),
              to: localized("/profile", { query: { tab: "orders" } }),
            },
            {
              key: "appointments",
              label: t("profile.tabAppointments"),
              to: localized("/profile", { query: { tab: "appointments" } }),
            },
            {
              key: "sessions",
              label: t("profile.tabSessions"),
              to: localized("/profile", { query: { tab: "sessions" } }),
            },
            {
              key: "security",
              label: t("profile.tabSecurity"),
              to: localized("/profile", { query: { tab: "security" } }),
            },
          ]}
        />
      </div>
      <div className="mt-8 space-y-8">
        {loaderData.twoFactor ? (
          <>
            <TwoFactorSettings
              status={loaderData.twoFactor}
              isAdmin={loaderData.isAdmin}
              adminRequired={loaderData.adminRequired}
              confirmFirst={loaderData.confirmFirst}
              answers={twoFactorAnswers}
            />
            {loaderData.passkeys ? <PasskeyList passkeys={loaderData.passkeys} /> : null}
          </>
        ) : loaderData.sessions ? (
          <SessionList
            sessions={loaderData.sessions}
            ended={
              actionData?.ok && "ended" in actionData && typeof actionData.ended === "number"
                ? actionData.ended
                : null
            }
            failure={actionData && !actionData.ok && intent === "sessions" ? actionData : null}
          />
        ) : loaderData.appointments ? (
          <AppointmentList
            appointments={loaderData.appointments}
            cancelled={actionData?.ok === true && answered === "appointments"}
            failure={actionData && !actionData.ok && intent === "appointments" ? actionData : null}
          />
        ) : loaderData.history ? (
          <OrderList history={loaderData.history} failureReference={loaderData.reference} />
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
    </PageShell>
  );
}
