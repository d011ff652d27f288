import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { appointmentTopics } from "#common/appointments.ts";
import { formatDateTime } from "#common/format.ts";
import type { Failure, FormAnswer } from "#common/result.ts";
import type {
  RequestBookingAnswer,
  RequestBookingForm,
} from "#server/appointments/admin-appointments.service.ts";
import type { ValuationStatusAnswer } from "#server/valuations/valuations.service.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";
import { useLocale } from "#app/lib/use-locale.ts";

/** What the valuations tab's action answers, whichever of its forms posted. */
type ValuationsTabAnswer = FormAnswer<
  { id: string; status: string } | { id: string; start: string; name: string },
  "invalid" | "not-found" | "slot-taken" | "failed"
>;

/** The tab's answer when the booking form posted (intent "appointment"). */
export function isRequestBookingAnswer(
  answer: ValuationsTabAnswer,
): answer is RequestBookingAnswer {
  return answer.ok ? "start" in answer : answer.values.intent === "appointment";
}

/** The tab's answer when a row's status was saved (its form without JavaScript). */
export function isStatusAnswer(answer: ValuationsTabAnswer): answer is ValuationStatusAnswer {
  return !isRequestBookingAnswer(answer);
}

/**
 * A valuation request turned into an appointment (the valuations tab's `?book=<id>&day=`):
 * what the visitor brings, a day (a GET of the page, so it works without JavaScript) and one
 * of its free times, and the request's name, e-mail, phone and message, to correct before the
 * post (intent "appointment"). `keep` are the tab's own parameters (filter, page), kept on the
 * day's GET.
 */
export function RequestAppointmentForm(props: {
  booking: RequestBookingForm | Failure<"invalid" | "not-found">;
  answer: RequestBookingAnswer | undefined;
  keep: Record<string, string>;
  closeHref: string;
}) {
  const { t } = useTranslation("admin");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { booking } = props;
  const requestId = booking.ok ? booking.request.id : null;
  // Opened from a row's link: the keyboard and screen readers go on to the form.
  useEffect(() => {
    headingRef.current?.focus();
  }, [requestId]);
  return (
    <section
      aria-labelledby="request-appointment-title"
      className="mt-6 rounded-lg border border-ink/10 bg-white p-6"
    >
      <h3
        id="request-appointment-title"
        ref={headingRef}
        tabIndex={-1}
        className="font-serif text-xl"
      >
        {booking.ok
          ? t("adminAppointments.book.title", { name: booking.request.name })
          : t("adminAppointments.book.link")}
      </h3>
      {booking.ok ? (
        <BookingFields {...props} booking={booking} />
      ) : (
        <Alert tone="error" className="mt-4">
          {booking.error === "not-found"
            ? t("adminAppointments.book.notFound")
            : t("adminAppointments.book.badDay")}
        </Alert>
      )}
      <ButtonLink to={props.closeHref} variant="secondary" size="sm" className="mt-4">
        {t("adminAppointments.book.close")}
      </ButtonLink>
    </section>
  );
}

function BookingFields(props: {
  booking: RequestBookingForm;
  answer: RequestBookingAnswer | undefined;
  keep: Record<string, string>;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const { request, day, first, last, slots } = props.booking;
  const { formRef, statusRef, ...form } = useFormAnswer(props.answer, {
    messages: {
      "not-found": t("adminAppointments.book.notFound"),
      "slot-taken": t("adminAppointments.book.slotTaken"),
      failed: t("adminAppointments.book.failed"),
    },
  });
  const booked = props.answer?.ok ? props.answer : null;
  const field = (name: string, fallback: string | null) => ({
    name,
    defaultValue: form.values[name] ?? fallback ?? "",
    error: form.fieldError(name),
  });
  return (
    <>
      <p className="mt-1 text-ink/80">{t("adminAppointments.book.intro")}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        {Object.entries(props.keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="book" value={request.id} />
        <FormField
          name="day"
          type="date"
          label={t("adminAppointments.book.day")}
          min={first}
          max={last}
          defaultValue={day}
          key={day}
        />
        <Button type="submit" variant="secondary" size="sm">
          {t("adminAppointments.book.showTimes")}
        </Button>
      </Form>
      <Form
        method="post"
        ref={formRef}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        // A new request or day starts from the request's details again.
        key={`${request.id}-${day}`}
      >
        <input type="hidden" name="requestId" value={request.id} />
        {slots.length > 0 ? (
          <SelectField
            name="start"
            label={t("adminAppointments.book.time")}
            defaultValue={form.values.start}
            error={form.fieldError("start")}
            options={slots.map((slot) => ({ value: slot.start, label: slot.time }))}
          />
        ) : (
          <p className="text-ink/80 sm:col-span-2">{t("adminAppointments.book.noTimes")}</p>
        )}
        <SelectField
          name="topic"
          label={t("adminAppointments.book.topic")}
          defaultValue={form.values.topic}
          error={form.fieldError("topic")}
          options={appointmentTopics.map((topic) => ({
            value: topic,
            label: t(`adminAppointments.topics.${topic}`),
          }))}
        />
        <FormField
          {...field("name", request.name)}
          label={t("adminAppointments.book.name")}
          required
        />
        <FormField
          {...field("email", request.email)}
          type="email"
          label={t("adminAppointments.book.email")}
          required
        />
        <FormField
          {...field("phone", request.phone)}
          type="tel"
          label={t("adminAppointments.book.phone")}
          required
        />
        <div className="sm:col-span-2">
          <FormField
            {...field("note", request.message)}
            multiline
            maxLength={5000}
            label={t("adminAppointments.book.note")}
            optionalLabel={t("adminAppointments.optional")}
          />
        </div>
        <div className="sm:col-span-2">
          <FormFooter
            ref={statusRef}
            message={
              form.error ??
              (booked
                ? t("adminAppointments.book.booked", {
                    when: formatDateTime(booked.start, locale),
                    name: booked.name,
                  })
                : null)
            }
            succeeded={form.succeeded}
            label={t("adminAppointments.book.submit")}
            pendingLabel={t("adminAppointments.book.booking")}
            intent="appointment"
            disabled={slots.length === 0}
          />
        </div>
      </Form>
    </>
  );
}
