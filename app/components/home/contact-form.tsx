import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { fieldLimits } from "#common/field-limits.ts";
import { minutesToWait } from "#common/format.ts";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";
import type { ContactAnswer } from "#app/routes/home.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";

/**
 * SPEC.md §4/§5: idle → sending (button disabled, "Sending...") → idle; success clears the
 * form, failure keeps the values. Without JavaScript the same form posts to the page's action
 * and `serverResult` carries the answer.
 */
export function ContactForm({ serverResult }: { serverResult: ContactAnswer }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<NonNullable<ContactAnswer>>({ key: "contact" });
  // Only the submission itself is "sending"; React Router may still revalidate afterwards.
  const sending = fetcher.state === "submitting";
  const answer = fetcher.data ?? serverResult;
  const { formRef, statusRef, ...form } = useFormAnswer(answer, {
    resetOnSuccess: true,
    message: (failure) => {
      switch (failure.error) {
        case "invalid":
          return t("contact.fixErrors");
        case "rate-limited":
          return t("contact.rateLimited", {
            count: minutesToWait(failure.retryAfterSeconds ?? 60),
          });
        default:
          return t("contact.failure");
      }
    },
  });
  // A successful answer shows its thanks; after a JavaScript-less post the fields are empty.
  const kept = form.succeeded ? {} : form.values;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby="contact-form-title"
      className="rounded-lg bg-white p-6 shadow-sm"
    >
      <h3 id="contact-form-title" className="font-serif text-2xl">
        {t("contact.formTitle")}
      </h3>
      <p className="mt-1 text-sm text-ink/80">{t("contact.requiredHint")}</p>
      <div className="mt-4 space-y-4">
        <FormField
          name="name"
          label={t("contact.name")}
          required
          autoComplete="name"
          maxLength={fieldLimits.personName.max}
          defaultValue={kept.name}
          error={form.fieldError("name")}
        />
        <FormField
          name="email"
          type="email"
          label={t("contact.email")}
          required
          autoComplete="email"
          maxLength={fieldLimits.email.max}
          defaultValue={kept.email}
          error={form.fieldError("email")}
        />
        <FormField
          name="phone"
          type="tel"
          label={t("contact.phone")}
          optionalLabel={t("contact.optional")}
          autoComplete="tel"
          maxLength={fieldLimits.phone.max}
          defaultValue={kept.phone}
          error={form.fieldError("phone")}
        />
        <FormField
          name="message"
          multiline
          label={t("contact.message")}
          required
          maxLength={fieldLimits.message.max}
          defaultValue={kept.message}
          error={form.fieldError("message")}
        />
      </div>
      <p
        ref={statusRef}
        tabIndex={-1}
        role={form.succeeded ? "status" : "alert"}
        className={`mt-4 min-h-6 rounded text-sm font-medium focus:outline-none ${
          form.succeeded ? "text-green-800" : "text-red-700"
        }`}
      >
        {form.succeeded ? t("contact.success") : (form.error ?? "")}
      </p>
      <button
        type="submit"
        disabled={sending}
        className="mt-2 w-full rounded bg-ink px-6 py-3 font-semibold text-white hover:bg-ink-soft disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? t("contact.sending") : t("contact.submit")}
      </button>
    </fetcher.Form>
  );
}
