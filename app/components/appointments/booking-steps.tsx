import type { ReactNode } from "react";
import { Form } from "react-router";
import { appointmentTopics, type AppointmentTopic } from "#common/appointments.ts";
import { formatDate } from "#common/format.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { RadioChoice } from "#app/components/ui/radio-choice.tsx";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { BookingChoices } from "#server/appointments/booking-choices.ts";
import { SlotChoices } from "./slot-choices.tsx";

/** The id of a step's heading: what focus moves to, and the address's fragment, on arrival. */
export const stepId = (step: number) => `step-${String(step)}`;

/**
 * One step of the booking page: a card whose heading says which step of four it is. Its GET
 * form carries the choices made so far (`keep`), so the page is the same with or without
 * JavaScript: without, each step is a page load that lands on the next step's heading.
 */
export function BookingStep(props: {
  step: number;
  title: string;
  /** The step's GET form's fields; none for the details form, which posts. */
  children: ReactNode;
}) {
  const { t } = useTranslation("appointments");
  return (
    <Card padding="lg" className="mt-6 space-y-4">
      <h2 id={stepId(props.step)} tabIndex={-1} className="font-serif text-2xl">
        <span className="block text-sm font-sans text-ink/70">
          {t("appointments.book.step", { step: props.step })}
        </span>
        {props.title}
      </h2>
      {props.children}
    </Card>
  );
}

/** A GET form of this page that lands on the step it leads to; `keep` rides along hidden. */
function StepForm(props: {
  action: string;
  next: number;
  keep: Record<string, string | null>;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      action={`${props.action}#${stepId(props.next)}`}
      preventScrollReset
      className="space-y-4"
    >
      {Object.entries(props.keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {props.children}
    </Form>
  );
}

export function TopicStep(props: { action: string; choices: BookingChoices }) {
  const { t } = useTranslation("appointments");
  const { topic, day, slot } = props.choices;
  return (
    <BookingStep step={1} title={t("appointments.book.topicTitle")}>
      <StepForm
        action={props.action}
        next={slot ? 4 : day && props.choices.slots ? 3 : 2}
        keep={{ day: day && props.choices.slots ? day : null, start: slot?.start ?? null }}
      >
        <fieldset>
          <legend className="sr-only">{t("appointments.book.topicTitle")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {appointmentTopics.map((value: AppointmentTopic) => (
              <RadioChoice key={value} name="topic" value={value} defaultChecked={value === topic}>
                {t(`appointments.topics.${value}`)}
              </RadioChoice>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant={topic ? "secondary" : "primary"}>
          {t("appointments.book.next")}
        </Button>
      </StepForm>
    </BookingStep>
  );
}

export function DayStep(props: { action: string; choices: BookingChoices }) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  const { topic, day, days, dayError, slots } = props.choices;
  return (
    <BookingStep step={2} title={t("appointments.book.dayTitle")}>
      <StepForm action={props.action} next={3} keep={{ topic }}>
        <FormField
          name="day"
          type="date"
          required
          label={t("appointments.book.day")}
          defaultValue={day ?? days.first}
          min={days.first}
          max={days.last}
          error={
            dayError
              ? t("appointments.book.dayOutOfRange", {
                  first: formatDate(days.first, locale),
                  last: formatDate(days.last, locale),
                })
              : undefined
          }
        />
        <Button type="submit" variant={slots ? "secondary" : "primary"}>
          {t("appointments.book.showTimes")}
        </Button>
      </StepForm>
    </BookingStep>
  );
}

export function TimeStep(props: { action: string; choices: BookingChoices }) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  const { topic, day, slots, slot } = props.choices;
  if (!day || !slots) return null;
  return (
    <BookingStep step={3} title={t("appointments.book.timeTitle")}>
      {slots.length === 0 ? (
        <p>{t("appointments.book.noTimes")}</p>
      ) : (
        <StepForm action={props.action} next={4} keep={{ topic, day }}>
          <SlotChoices
            slots={slots}
            legend={t("appointments.book.times", { day: formatDate(day, locale) })}
            hint={t("appointments.book.dayHint")}
            error={undefined}
            checked={slot?.start}
          />
          <Button type="submit" variant={slot ? "secondary" : "primary"}>
            {t("appointments.book.next")}
          </Button>
        </StepForm>
      )}
    </BookingStep>
  );
}
