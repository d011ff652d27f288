import { Form, useNavigation } from "react-router";
import { formatDate, formatDateTime, minutesToWait } from "#common/format.ts";
import { fieldInputs } from "#app/components/ui/field-inputs.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { PhotosField } from "#app/components/ui/photos-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { BookingAnswer } from "#server/appointments/appointments.service.ts";
import type { BookingChoices } from "#server/appointments/booking-choices.ts";
import { BookingStep } from "./booking-steps.tsx";
import { SlotChoices } from "./slot-choices.tsx";

/** The fields in the order people fill them in, with the limits the server applies. */
const fields = [
  { name: "name", required: true, ...fieldInputs.personName },
  { name: "email", required: true, ...fieldInputs.email },
  { name: "phone", required: true, ...fieldInputs.phone },
  { name: "note", required: false, ...fieldInputs.message },
] as const;

/**
 * The last step: who is coming, a note and photos, posted (multipart) with the chosen topic and
 * time. A time taken by someone else meanwhile comes back as `slot-taken`: the form then asks
 * for another of the day's free times itself, keeping what was typed.
 */
export function BookingForm(props: {
  choices: BookingChoices;
  answer: BookingAnswer | undefined;
  /** A signed-in customer's name and address, to start from. */
  prefill: { name: string; email: string } | null;
}) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  const { topic, day, slot, slots } = props.choices;
  const taken = props.answer?.ok === false && props.answer.error === "slot-taken";
  // Focus goes to the times when the one chosen was taken (useFormAnswer's first invalid field).
  const answer =
    taken && props.answer?.ok === false
      ? { ...props.answer, fieldErrors: { start: "invalidChoice" as const } }
      : props.answer;
  const { formRef, statusRef, ...form } = useFormAnswer(answer, {
    messages: {
      "slot-taken": "",
      "rate-limited": (failure) =>
        t("appointments.book.rateLimited", {
          count: minutesToWait(failure.retryAfterSeconds ?? 60),
        }),
    },
  });
  const sending = useNavigation().state === "submitting";
  const kept = (name: string) =>
    form.values[name] ?? (name === "name" || name === "email" ? props.prefill?.[name] : undefined);
  if (!topic) return null;
  return (
    <BookingStep step={4} title={t("appointments.book.detailsTitle")}>
      {slot ? (
        <p className="font-medium">
          {t("appointments.book.chosen", {
            what: t(`appointments.topics.${topic}`),
            when: formatDateTime(slot.start, locale),
          })}
        </p>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="space-y-4"
      >
        <input type="hidden" name="topic" value={topic} />
        {slot ? (
          <input type="hidden" name="start" value={slot.start} />
        ) : day && slots ? (
          <SlotChoices
            slots={slots}
            legend={t("appointments.book.times", { day: formatDate(day, locale) })}
            hint={t("appointments.book.dayHint")}
            error={taken ? t("appointments.failures.slot-taken") : form.fieldError("start")}
          />
        ) : null}
        <p className="text-sm text-ink/80">{t("appointments.book.requiredHint")}</p>
        {fields.map((field) => (
          <FormField
            key={field.name}
            {...field}
            label={t(`appointments.book.${field.name}`)}
            optionalLabel={field.required ? undefined : t("appointments.book.optional")}
            hint={field.name === "note" ? t("appointments.book.noteHint") : undefined}
            defaultValue={kept(field.name)}
            error={form.fieldError(field.name)}
          />
        ))}
        <PhotosField
          label={t("appointments.book.photos")}
          optionalLabel={t("appointments.book.optional")}
          hint={(limits) => t("appointments.book.photosHint", limits)}
          error={form.fieldError("photos")}
        />
        <FormFooter
          ref={statusRef}
          message={form.error}
          label={t("appointments.book.submit")}
          pendingLabel={t("appointments.book.booking")}
          pending={sending}
        />
      </Form>
    </BookingStep>
  );
}
