import { Form } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { EmailField } from "#app/components/account/credential-fields.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { useAccountForm } from "#app/lib/account-form.ts";
import { formAnswer, readForm } from "#app/lib/action.server.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { NoindexHandle } from "#app/lib/page-head.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import type { Route } from "./+types/reset-password";

/**
 * Its strings live in the account messages, loaded only where it is used. A form, not content:
 * left out of search results (and of the sitemap).
 */
export const handle: MessagesHandle & NoindexHandle = { i18n: ["account"], noindex: true };

export function loader({ url }: Route.LoaderArgs) {
  return { head: pageHead(url, "resetPassword") };
}

/** Known or unknown address, the answer is the same: accounts cannot be discovered here. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const outcome = await ctx.services.accounts.requestPasswordReset(values, requestOrigin(ctx, url));
  return formAnswer(outcome, values);
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localized = useLocalizedPath();
  const { formRef, statusRef, ...form } = useAccountForm(actionData);
  return (
    <AuthCard
      title={t("auth.reset.title")}
      intro={t("auth.reset.intro")}
      elsewhere={{ label: t("auth.reset.back"), to: localized("/login") }}
    >
      <Form ref={formRef} method="post" noValidate className="space-y-4">
        <EmailField defaultValue={form.values.email} error={form.fieldError("email")} />
        <FormFooter
          ref={statusRef}
          succeeded={form.succeeded}
          message={form.succeeded ? t("auth.reset.sent") : form.error}
          label={t("auth.reset.submit")}
          pendingLabel={t("auth.reset.submitting")}
        />
      </Form>
    </AuthCard>
  );
}
