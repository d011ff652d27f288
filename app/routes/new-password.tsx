import { Form, Link } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { PasswordField } from "#app/components/account/credential-fields.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { useAccountForm } from "#app/lib/account-form.ts";
import { formAnswer, readForm } from "#app/lib/action.server.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { NoindexHandle } from "#app/lib/page-head.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import type { Route } from "./+types/new-password";

/**
 * Its strings live in the account messages, loaded only where it is used. Its address carries
 * one person's token: never a search result.
 */
export const handle: MessagesHandle & NoindexHandle = { i18n: ["account"], noindex: true };

/** The page the reset mail links to: /reset-password/new?token=… */
export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") ?? "", head: pageHead(url, "newPassword") };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const outcome = await ctx.services.accounts.resetPassword(values, requestOrigin(ctx, url));
  return formAnswer(outcome, values);
}

export default function NewPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localized = useLocalizedPath();
  const { formRef, statusRef, ...form } = useAccountForm(
    actionData,
    loaderData.token ? null : "invalid-token",
  );
  const done = form.succeeded;
  const badToken = !done && form.code === "invalid-token";
  return (
    <AuthCard title={t("auth.newPassword.title")} intro={t("auth.newPassword.intro")}>
      {done ? (
        <div className="space-y-4">
          <Alert ref={statusRef} tone="success">
            {t("auth.newPassword.done")}
          </Alert>
          <ButtonLink to={localized("/login")} fullWidth>
            {t("auth.newPassword.login")}
          </ButtonLink>
        </div>
      ) : (
        <Form ref={formRef} method="post" noValidate className="space-y-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <PasswordField
            name="password"
            label={t("auth.newPassword.label")}
            autoComplete="new-password"
            error={form.fieldError("password")}
          />
          {badToken ? (
            <Link to={localized("/reset-password")} className="block text-sm underline">
              {t("auth.newPassword.requestNew")}
            </Link>
          ) : null}
          <FormFooter
            ref={statusRef}
            message={form.error}
            label={t("auth.newPassword.submit")}
            pendingLabel={t("auth.newPassword.submitting")}
          />
        </Form>
      )}
    </AuthCard>
  );
}
