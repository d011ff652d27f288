import { Form } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { formatDateTime } from "#common/format.ts";
import type { ClosureAnswer } from "#server/appointments/admin-appointments.service.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";
import { useLocale } from "#app/lib/use-locale.ts";

/**
 * Closes a day, or some hours of it, to appointments (intent "closure"); once closed, the
 * appointments already booked in that time are listed, for the shop to contact.
 */
export function ClosureForm({ answer }: { answer: ClosureAnswer | undefined }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const { formRef, statusRef, ...form } = useFormAnswer(answer, { resetOnSuccess: true });
  const affected = answer?.ok ? answer.affected : [];
  const field = (name: string) => ({
    name,
    defaultValue: form.values[name],
    error: form.fieldError(name),
  });
  return (
    <section aria-labelledby="closure-title" className="mt-10">
      <h3 id="closure-title" className="font-serif text-xl">
        {t("adminAppointments.closeTitle")}
      </h3>
      <p className="mt-1 text-ink/80">{t("adminAppointments.closeIntro")}</p>
      <Form method="post" ref={formRef} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField {...field("day")} type="date" label={t("adminAppointments.closeDay")} required />
        <FormField
          {...field("reason")}
          label={t("adminAppointments.closeReason")}
          optionalLabel={t("adminAppointments.optional")}
          maxLength={200}
        />
        <FormField
          {...field("from")}
          type="time"
          label={t("adminAppointments.closeFrom")}
          hint={t("adminAppointments.closeHoursHint")}
        />
        <FormField {...field("to")} type="time" label={t("adminAppointments.closeTo")} />
        <div className="sm:col-span-2">
          <FormFooter
            ref={statusRef}
            message={
              form.error ??
              (answer?.ok ? t("adminAppointments.closed", { count: affected.length }) : null)
            }
            succeeded={form.succeeded}
            label={t("adminAppointments.close")}
            pendingLabel={t("adminAppointments.closing")}
            intent="closure"
          />
        </div>
      </Form>
      {affected.length > 0 ? (
        <ul aria-label={t("adminAppointments.affected")} className="mt-4 list-disc pl-6">
          {affected.map((appointment) => (
            <li key={appointment.id}>
              <time dateTime={appointment.start}>{formatDateTime(appointment.start, locale)}</time>
              {": "}
              {appointment.name}, {appointment.email}, {appointment.phone}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
