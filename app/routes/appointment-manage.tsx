import { data, Form, redirect } from "react-router";
import { requestContext } from "#server/http/request-context.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { SlotChoices } from "#app/components/appointments/slot-choices.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { PageShell } from "#app/components/ui/page-shell.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { formAnswer, orFailed, readForm, refusal } from "#app/lib/action.server.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { NoindexHandle } from "#app/lib/page-head.ts";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { formatDate, formatDateTime } from "#common/format.ts";
import { localeFromPath, localizedHref } from "#common/locales.ts";
import type { Result } from "#common/result.ts";
import type { Route } from "./+types/appointment-manage";

/**
 * The page an appointment's mails link to (`?token=`): what was booked and when, other free
 * times of a chosen day to move it to, and a way to cancel it, without an account. Opening it
 * changes nothing; its forms post. Without JavaScript the day is chosen with a GET of this page.
 */
export const handle: MessagesHandle & NoindexHandle = { i18n: ["appointments"], noindex: true };

const done = ["booked", "moved", "cancelled"] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  const service = context.get(requestContext).services.appointments;
  const head = pageHead(url, "appointmentManage");
  const token = url.searchParams.get("token") ?? "";
  const found = await service.view({ token });
  if (!found.ok) {
    // A link that opens nothing: said on the page, with the 404 it is.
    return data(
      { head, token, appointment: null, days: null, day: null, slots: null, done: null },
      {
        status: 404,
      },
    );
  }
  const appointment = found;
  const days = service.bookableDays();
  const asked = url.searchParams.get("day");
  const day = asked ?? (appointment.day < days.first ? days.first : appointment.day);
  const free =
    appointment.status === "booked"
      ? await service.slots(new URLSearchParams({ from: day }))
      : null;
  const shown = url.searchParams.get("done");
  return {
    head,
    token,
    appointment,
    days,
    day,
    // A day the slots question refused (not a day, too far) offers no times.
    slots: free?.ok ? free.slots.filter((slot) => slot.start !== appointment.start) : [],
    done: done.find((word) => word === shown) ?? null,
  };
}

/** Moves or cancels, then shows the page again saying so (a reload posts nothing twice). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const service = ctx.services.appointments;
  const intent = values.intent;
  if (intent !== "move" && intent !== "cancel") throw refusal("unknown-intent");
  const outcome = await orFailed(ctx, (): Promise<Result> =>
    intent === "move" ? service.move(values) : service.cancel(values),
  );
  if (!outcome.ok) return formAnswer(outcome, values);
  throw redirect(
    localizedHref(localeFromPath(url.pathname), "/appointment/manage", {
      query: { token: values.token ?? "", done: intent === "move" ? "moved" : "cancelled" },
    }),
  );
}

export default function AppointmentManage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  const { appointment, token, days, day, slots } = loaderData;
  const moveAnswer =
    actionData?.ok === false && actionData.values.intent === "move" ? actionData : undefined;
  const cancelAnswer =
    actionData?.ok === false && actionData.values.intent === "cancel" ? actionData : undefined;
  const { formRef: moveFormRef, statusRef: moveStatusRef, ...move } = useFormAnswer(moveAnswer);
  const {
    formRef: cancelFormRef,
    statusRef: cancelStatusRef,
    ...cancel
  } = useFormAnswer(cancelAnswer);
  if (!appointment) {
    return (
      <PageShell title={t("appointments.manage.title")}>
        <Alert tone="error" className="mt-8">
          {t("appointments.manage.badLink")}
        </Alert>
      </PageShell>
    );
  }
  const booked = appointment.status === "booked";
  return (
    <PageShell title={t("appointments.manage.title")}>
      {loaderData.done ? (
        <Alert tone="success" className="mt-6">
          {t(`appointments.manage.${loaderData.done}`)}
        </Alert>
      ) : null}
      <Card padding="lg" className="mt-6">
        <p>{t("appointments.manage.intro")}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-medium">{t("appointments.manage.what")}</dt>
          <dd>{t(`appointments.topics.${appointment.topic}`)}</dd>
          <dt className="font-medium">{t("appointments.manage.when")}</dt>
          <dd>{formatDateTime(appointment.start, locale)}</dd>
          <dt className="font-medium">{t("appointments.manage.status")}</dt>
          <dd>{t(`appointments.manage.statuses.${appointment.status}`)}</dd>
        </dl>
      </Card>
      {booked ? (
        <>
          <Card padding="lg" className="mt-6 space-y-4">
            <h2 className="font-serif text-2xl">{t("appointments.manage.moveTitle")}</h2>
            <Form method="get" className="flex flex-wrap items-end gap-4">
              <input type="hidden" name="token" value={token} />
              <FormField
                name="day"
                type="date"
                label={t("appointments.manage.day")}
                defaultValue={day}
                min={days.first}
                max={days.last}
              />
              <Button type="submit" variant="secondary">
                {t("appointments.manage.showTimes")}
              </Button>
            </Form>
            <Form ref={moveFormRef} method="post" className="space-y-4">
              <input type="hidden" name="token" value={token} />
              {slots.length === 0 ? (
                <p>{t("appointments.manage.noTimes")}</p>
              ) : (
                <>
                  <SlotChoices
                    slots={slots}
                    legend={t("appointments.manage.times", { day: formatDate(day, locale) })}
                    hint={t("appointments.manage.dayHint")}
                    error={move.fieldError("start")}
                  />
                  <FormFooter
                    ref={moveStatusRef}
                    message={move.error}
                    label={t("appointments.manage.move")}
                    pendingLabel={t("appointments.manage.moving")}
                    intent="move"
                  />
                </>
              )}
            </Form>
          </Card>
          <Card padding="lg" className="mt-6 space-y-4">
            <h2 className="font-serif text-2xl">{t("appointments.manage.cancelTitle")}</h2>
            <Form ref={cancelFormRef} method="post" className="space-y-4">
              <p>{t("appointments.manage.cancelIntro")}</p>
              <input type="hidden" name="token" value={token} />
              <FormFooter
                ref={cancelStatusRef}
                message={cancel.error}
                label={t("appointments.manage.cancel")}
                pendingLabel={t("appointments.manage.cancelling")}
                intent="cancel"
              />
            </Form>
          </Card>
        </>
      ) : loaderData.done ? null : (
        <p className="mt-6">{t("appointments.manage.over")}</p>
      )}
    </PageShell>
  );
}
