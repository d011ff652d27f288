import { Link, redirect } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { localizedHref } from "#common/locales.ts";
import { loginPathFor, returnPath } from "#common/login-path.ts";
import { guestOnly } from "#app/lib/guards.server.ts";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { CredentialsForm } from "#app/components/account/credentials-form.tsx";
import { FederatedSignIn } from "#app/components/account/federated-sign-in.tsx";
import { PasskeySignIn } from "#app/components/account/passkey-sign-in.tsx";
import type { AccountMessage } from "#common/account-failures.ts";
import { formAnswer, readForm } from "#app/lib/action.server.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { NoindexHandle } from "#app/lib/page-head.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import type { Route } from "./+types/login";

/**
 * Its strings live in the account messages, loaded only where it is used. A form, not content:
 * left out of search results (and of the sitemap).
 */
export const handle: MessagesHandle & NoindexHandle = { i18n: ["account"], noindex: true };

// better-auth's error codes on the way back from a provider or a confirmation link (…/login?error=…).
const confirmationLinkErrors = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED", "USER_NOT_FOUND"]);

function federatedError(code: string | null): AccountMessage | null {
  if (code === null) return null;
  if (confirmationLinkErrors.has(code)) return "invalid-confirmation-link";
  return code === "account_not_linked" ? "account-not-linked" : "federated";
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const redirectTo = await guestOnly(ctx, url);
  return {
    redirectTo,
    providers: ctx.services.accounts.providers(),
    federatedError: federatedError(url.searchParams.get("error")),
    head: pageHead(url, "login"),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const origin = requestOrigin(ctx, url);
  const values = await readForm(request);
  const redirectTo = returnPath(values.redirectTo, url);

  if (values.intent === "federated") {
    const started = await ctx.services.accounts.startFederatedSignIn(
      request.headers,
      values.provider,
      { callback: redirectTo, error: loginPathFor(origin.locale, redirectTo) },
      origin,
    );
    if (!started.ok) return formAnswer(started, values);
    throw redirect(started.url, { headers: started.headers });
  }

  const outcome = await ctx.services.accounts.signIn(values, origin, request.headers);
  if (!outcome.ok) return formAnswer(outcome, values);
  // The account has the app's code: no session yet, the code is asked on the next page. An
  // admin with a passkey alone is signed in, and asked for it there before the panel opens.
  const secondStep =
    outcome.secondFactor ||
    (outcome.user !== null &&
      (await ctx.services.twoFactor.adminAccess(outcome.user)) === "confirm");
  const next = secondStep
    ? localizedHref(origin.locale, "/login/second-factor", { query: { redirectTo } })
    : redirectTo;
  throw redirect(next, { headers: outcome.headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localized = useLocalizedPath();
  const back = { query: { redirectTo: loaderData.redirectTo } };

  return (
    <AuthCard
      title={t("auth.login.title")}
      intro={t("auth.login.intro")}
      elsewhere={{
        prompt: t("auth.login.noAccount"),
        label: t("auth.login.signupLink"),
        to: localized("/signup", back),
      }}
    >
      <CredentialsForm
        answer={actionData}
        initial={loaderData.federatedError}
        redirectTo={loaderData.redirectTo}
        purpose="sign-in"
        submit={{ label: t("auth.login.submit"), pendingLabel: t("auth.login.submitting") }}
      >
        <p className="text-right text-sm">
          <Link to={localized("/reset-password")} className="underline hover:text-gold-deep">
            {t("auth.login.forgot")}
          </Link>
        </p>
      </CredentialsForm>
      <PasskeySignIn redirectTo={loaderData.redirectTo} />
      <FederatedSignIn providers={loaderData.providers} redirectTo={loaderData.redirectTo} />
    </AuthCard>
  );
}
