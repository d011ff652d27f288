import { useLayoutEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type {
  AppointmentsTabAnswer,
  ClosureAnswer,
  ShopChangeAnswer,
} from "#server/appointments/admin-appointments.service.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { RowPostButton } from "#app/components/ui/row-post-button.tsx";
import { useFailureMessage } from "#app/lib/failure-message.ts";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";

/** The intents of a row's buttons (the tab's action takes each). */
export const changeIntents = ["done", "no-show", "cancel"] as const;

/** The row a Cancel… opened the dialog for. */
export interface CancelTarget {
  id: string;
  name: string;
}

function usePendingId(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent
    ? navigation.formData.get("id")
    : null;
}

/**
 * A booked appointment's buttons: Done and No-show (plain posts, which work before JavaScript
 * loads; the server refuses them before the appointment has started) and Cancel…, which opens
 * the dialog that asks for the message to mail.
 */
export function AppointmentActions(props: {
  appointment: CancelTarget;
  onCancel: (appointment: CancelTarget) => void;
}) {
  const { t } = useTranslation("admin");
  const { id, name } = props.appointment;
  const done = usePendingId("done");
  const noShow = usePendingId("no-show");
  return (
    <div
      role="group"
      aria-label={t("adminAppointments.actionsOf", { name })}
      className="flex flex-wrap gap-2"
    >
      <RowPostButton
        intent="done"
        id={id}
        text={t("adminAppointments.done")}
        details={t("adminAppointments.doneOf", { name })}
        pending={done === id}
      />
      <RowPostButton
        intent="no-show"
        id={id}
        text={t("adminAppointments.noShow")}
        details={t("adminAppointments.noShowOf", { name })}
        pending={noShow === id}
      />
      <Button
        variant="secondary"
        size="sm"
        aria-label={t("adminAppointments.cancelOf", { name })}
        onClick={() => {
          props.onCancel(props.appointment);
        }}
      >
        {t("adminAppointments.cancel")}
      </Button>
    </div>
  );
}

/** The tab's answer when the closure form posted (it answers what the closure hit). */
export function isClosureAnswer(answer: AppointmentsTabAnswer): answer is ClosureAnswer {
  return answer.ok ? "affected" in answer : answer.values.intent === "closure";
}

export function isChangeAnswer(answer: AppointmentsTabAnswer): answer is ShopChangeAnswer {
  return !isClosureAnswer(answer);
}

/** Whose row an answer of the tab's action is about. */
export function answeredId(answer: ShopChangeAnswer): string | undefined {
  return answer.ok ? answer.id : answer.values.id;
}

/**
 * What a Done, No-show or Cancel did, said above the list: focus moves to it, since the button
 * pressed leaves with its row (a booked appointment only has them). A refused cancel is said
 * in its dialog instead.
 */
export function ChangeMessage(props: { answer: ShopChangeAnswer | undefined }) {
  const { t } = useTranslation("admin");
  const answer =
    props.answer && (props.answer.ok || props.answer.values.intent !== "cancel")
      ? props.answer
      : undefined;
  const ref = useRef<HTMLParagraphElement>(null);
  const failure = useFailureMessage(answer && !answer.ok ? answer : null, {
    invalid: t("adminAppointments.changeFailed"),
    "not-found": t("adminAppointments.notFound"),
    "appointment-over": t("adminAppointments.alreadyOver"),
    failed: t("adminAppointments.changeFailed"),
  });
  useLayoutEffect(() => {
    if (answer) ref.current?.focus();
  }, [answer]);
  if (answer?.ok) {
    return (
      <Alert ref={ref} tone="success" className="mt-4">
        {t(`adminAppointments.changed.${answer.status}`, { name: answer.name })}
      </Alert>
    );
  }
  return (
    <Alert ref={ref} tone="error" className="mt-4">
      {failure}
    </Alert>
  );
}

/**
 * "Cancel the appointment of …": the message to mail the visitor (required), then the post
 * (intent "cancel"). It stays open with the reason when refused, and closes once cancelled.
 */
export function CancelAppointmentDialog(props: {
  target: CancelTarget | null;
  answer: ShopChangeAnswer | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const { target } = props;
  // Only the answer about this row: another row's refusal is not this one's.
  const answer =
    props.answer && target && answeredId(props.answer) === target.id ? props.answer : undefined;
  const { formRef, statusRef, ...form } = useFormAnswer(answer, {
    messages: {
      invalid: t("adminAppointments.changeFailed"),
      "not-found": t("adminAppointments.notFound"),
      "appointment-over": t("adminAppointments.alreadyOver"),
      failed: t("adminAppointments.changeFailed"),
    },
  });
  return (
    <Dialog
      open={target !== null && !answer?.ok}
      onClose={props.onClose}
      title={target ? t("adminAppointments.cancelTitle", { name: target.name }) : ""}
    >
      <p className="text-ink/80">{t("adminAppointments.cancelIntro")}</p>
      {target ? (
        <Form method="post" ref={formRef} noValidate className="mt-4 grid gap-4" key={target.id}>
          <input type="hidden" name="id" value={target.id} />
          <FormField
            name="message"
            multiline
            required
            maxLength={5000}
            label={t("adminAppointments.cancelMessage")}
            defaultValue={form.values.message}
            error={form.fieldError("message")}
          />
          <FormFooter
            ref={statusRef}
            message={form.error}
            label={t("adminAppointments.cancelConfirm")}
            pendingLabel={t("adminAppointments.cancelling")}
            intent="cancel"
          />
          <Button variant="secondary" size="sm" onClick={props.onClose}>
            {t("adminAppointments.keep")}
          </Button>
        </Form>
      ) : null}
    </Dialog>
  );
}
