import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { ContactActionData, ContactFormValues } from "../../routes/home.tsx";
import { FormField } from "../ui/form-field.tsx";

type Field = keyof ContactFormValues;
const fieldOrder: Field[] = ["name", "email", "phone", "message"];

/**
 * SPEC.md §4/§5: idle → sending (button disabled, "Sending...") → idle; success clears the
 * form, failure keeps the values. Without JavaScript the same form posts to the page's action
 * and `serverResult` carries the answer.
 */
export function ContactForm({ serverResult }: { serverResult: ContactActionData | undefined }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ContactActionData>({ key: "contact" });
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const result = fetcher.data ?? serverResult;
  // Only the submission itself is "sending"; React Router may still revalidate afterwards.
  const sending = fetcher.state === "submitting";
  const fieldErrors = result?.status === "invalid" ? result.fieldErrors : {};
  const kept = result && result.status !== "sent" ? result.values : undefined;

  // After an answer: clear on success, then bring the visitor to what needs their attention.
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.status === "sent") formRef.current?.reset();
    if (fetcher.data.status === "invalid") {
      const errors = fetcher.data.fieldErrors;
      const first = fieldOrder.find((field) => errors[field]);
      const element = first ? formRef.current?.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    } else {
      statusRef.current?.focus();
    }
  }, [fetcher.data]);

  const message = statusMessage(result, t);

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
          maxLength={100}
          defaultValue={kept?.name}
          error={fieldErrors.name && t(`validation.${fieldErrors.name}`)}
        />
        <FormField
          name="email"
          type="email"
          label={t("contact.email")}
          required
          autoComplete="email"
          maxLength={254}
          defaultValue={kept?.email}
          error={fieldErrors.email && t(`validation.${fieldErrors.email}`)}
        />
        <FormField
          name="phone"
          type="tel"
          label={t("contact.phone")}
          optionalLabel={t("contact.optional")}
          autoComplete="tel"
          maxLength={40}
          defaultValue={kept?.phone}
          error={fieldErrors.phone && t(`validation.${fieldErrors.phone}`)}
        />
        <FormField
          name="message"
          multiline
          label={t("contact.message")}
          required
          maxLength={5000}
          defaultValue={kept?.message}
          error={fieldErrors.message && t(`validation.${fieldErrors.message}`)}
        />
      </div>
      <p
        ref={statusRef}
        tabIndex={-1}
        role={result?.status === "sent" ? "status" : "alert"}
        className={`mt-4 min-h-6 rounded text-sm font-medium focus:outline-none ${
          result?.status === "sent" ? "text-green-800" : "text-red-700"
        }`}
      >
        {message}
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

function statusMessage(
  result: ContactActionData | undefined,
  t: ReturnType<typeof useTranslation>["t"],
): string {
  switch (result?.status) {
    case "sent":
      return t("contact.success");
    case "invalid":
      return t("contact.fixErrors");
    case "rate-limited":
      return t("contact.rateLimited", { count: result.minutes });
    case "failed":
      return t("contact.failure");
    default:
      return "";
  }
}
