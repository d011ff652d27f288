import { Form } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";
import { Card } from "#app/components/ui/card.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import type { FormAnswer } from "#common/result.ts";

/**
 * In place of the checkout form while the account's e-mail address is not confirmed: why no
 * order can be placed yet, and a button that mails the confirmation link again (the link
 * brings the customer back to checkout, signed in).
 */
export function ConfirmEmailNotice(props: { email: string; answer: FormAnswer | undefined }) {
  const { t } = useTranslation("shop");
  const { formRef, statusRef, ...form } = useFormAnswer(props.answer);
  return (
    <Card as="section" aria-labelledby="confirm-email-title" className="mt-8 max-w-2xl">
      <h2 id="confirm-email-title" className="font-serif text-2xl">
        {t("shop.checkout.confirmTitle")}
      </h2>
      <p className="mt-3">{t("shop.checkout.confirmIntro", { email: props.email })}</p>
      <Form ref={formRef} method="post" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="send-confirmation" />
        <FormFooter
          ref={statusRef}
          succeeded={form.succeeded}
          message={form.succeeded ? t("shop.checkout.resent", { email: props.email }) : form.error}
          label={t("shop.checkout.resend")}
          pendingLabel={t("shop.checkout.resending")}
        />
      </Form>
    </Card>
  );
}
