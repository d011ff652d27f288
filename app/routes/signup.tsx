import { useTranslation } from "#app/i18n/use-translation.ts";
import { returnPath } from "#common/login-path.ts";
import { ok } from "#common/result.ts";
import { guestOnly } from "#app/lib/guards.server.ts";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { CredentialsForm } from "#app/components/account/credentials-form.tsx";
import { FederatedSignIn } from "#app/components/account/federated-sign-in.tsx";
import { formAnswer, readForm } from "#app/lib/action.server.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { NoindexHandle } from "#app/lib/page-head.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import type { Route } from "./+types/signup";

/**
 * Its strings live in the account messages, loaded only where it is used. A form, not content:
 * left out of search results (and of the sitemap).
 */
export const handle: MessagesHandle & NoindexHandle = { i18n: ["account"], noindex: true };

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const redirectTo = await guestOnly(ctx, url);
  return {
    redirectTo,
    providers: ctx.services.accounts.providers(),
    head: pageHead(url, "signup"),
  };
}

/**
 * A new address and one that already has an account get the same answer: "check your inbox"
 * (docs/security.md). The mailed link confirms the address, signs the account in and lands
 * where the visitor came from, else on the home page.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const returnTo = returnPath(values.redirectTo, url);
  const outcome = await ctx.services.accounts.signUp(values, requestOrigin(ctx, url), returnTo);
  if (!outcome.ok) return formAnswer(outcome, values);
  return formAnswer(ok({ email: outcome.email }), values);
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localized = useLocalizedPath();
  return (
    <AuthCard
      title={t("auth.signup.title")}
      intro={t("auth.signup.intro")}
      elsewhere={{
        prompt: t("auth.signup.haveAccount"),
        label: t("auth.signup.loginLink"),
        to: localized("/login", { query: { redirectTo: loaderData.redirectTo } }),
      }}
    >
      <CredentialsForm
        answer={actionData}
        sent={actionData?.ok ? t("auth.signup.sent", { email: actionData.email }) : null}
        redirectTo={loaderData.redirectTo}
        purpose="sign-up"
        submit={{ label: t("auth.signup.submit"), pendingLabel: t("auth.signup.submitting") }}
      />
      <FederatedSignIn providers={loaderData.providers} redirectTo={loaderData.redirectTo} />
    </AuthCard>
  );
}
