import { useTranslation } from "#app/i18n/use-translation.ts";
import { minutesToWait } from "#common/format.ts";
import { useFetcherForm } from "#app/lib/use-fetcher-form.ts";
import type { ContactAnswer } from "#server/valuations/valuations.service.ts";
import { fieldInputs } from "#app/components/ui/field-inputs.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { PhotosField } from "#app/components/ui/photos-field.tsx";

/** The fields in the order people fill them in, with the limits the server applies. */
const contactFields = [
  { name: "name", required: true, ...fieldInputs.personName },
  { name: "email", required: true, ...fieldInputs.email },
  { name: "phone", required: false, ...fieldInputs.phone },
  { name: "message", required: true, ...fieldInputs.message },
] as const;

/**
 * docs/product.md §4/§5: idle → sending (button disabled, "Sending...") → idle; success clears the
 * form, failure keeps the values. Without JavaScript the same form posts to the page's action
 * and `serverResult` carries the answer. Photos travel in the same post (multipart), with or
 * without JavaScript; the server proves each one by its bytes (decision 11).
 */
export function ContactForm({ serverResult }: { serverResult: ContactAnswer | undefined }) {
  const { t } = useTranslation("home");
  // docs/product.md §8's words for this form; "invalid" says to correct the marked fields.
  const { fetcher, formRef, statusRef, form, sending, kept, submitAtOnce } = useFetcherForm(
    "contact",
    serverResult,
    {
      "rate-limited": (failure) =>
        t("contact.rateLimited", { count: minutesToWait(failure.retryAfterSeconds ?? 60) }),
      failed: t("contact.failure"),
    },
  );

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={submitAtOnce}
      aria-labelledby="contact-form-title"
      className="rounded-lg bg-white p-6 shadow-sm"
    >
      <h3 id="contact-form-title" className="font-serif text-2xl">
        {t("contact.formTitle")}
      </h3>
      <p className="mt-1 text-sm text-ink/80">{t("contact.requiredHint")}</p>
      <div className="mt-4 space-y-4">
        {contactFields.map((field) => (
          <FormField
            key={field.name}
            {...field}
            label={t(`contact.${field.name}`)}
            optionalLabel={field.required ? undefined : t("contact.optional")}
            defaultValue={kept[field.name]}
            error={form.fieldError(field.name)}
          />
        ))}
        <PhotosField
          label={t("contact.photos")}
          optionalLabel={t("contact.optional")}
          hint={(limits) => t("contact.photosHint", limits)}
          error={form.fieldError("photos")}
        />
      </div>
      <div className="mt-4 space-y-2">
        <FormFooter
          ref={statusRef}
          succeeded={form.succeeded}
          message={form.succeeded ? t("contact.success") : form.error}
          label={t("contact.submit")}
          pendingLabel={t("contact.sending")}
          pending={sending}
        />
      </div>
    </fetcher.Form>
  );
}
