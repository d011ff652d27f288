import { useEffect, useRef } from "react";
import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { localizedHref } from "#common/locales.ts";
import { bookingChoices } from "#server/appointments/booking-choices.ts";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { BookingForm } from "#app/components/appointments/booking-form.tsx";
import {
  DayStep,
  stepId,
  TimeStep,
  TopicStep,
} from "#app/components/appointments/booking-steps.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { PageShell } from "#app/components/ui/page-shell.tsx";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { formAnswer, orFailed, readPhotoForm, refusal } from "#app/lib/action.server.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { Route } from "./+types/appointment";

/**
 * /appointment: a visitor books a valuation visit in four steps, what, which day, which time,
 * who (docs/decisions/0031-appointments.md). Each choice is a GET of this page, so it works
 * without JavaScript one step per page load; with it, the same forms navigate in place and
 * focus follows to the new step. The booking posts, and a success opens the appointment's
 * own page (the mailed link's), saying it is booked.
 */
export const handle: MessagesHandle = { i18n: ["appointments"] };

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const [choices, user] = await Promise.all([
    bookingChoices(ctx.services.appointments, url.searchParams),
    ctx.session(),
  ]);
  return {
    head: pageHead(url, "appointment", { canonical: { path: "/appointment" } }),
    choices,
    prefill: user ? { name: user.name, email: user.email } : null,
  };
}

/**
 * A refused booking is a 4xx, after which React Router keeps the page's data; a time taken
 * meanwhile (409) must come off the list, so the free times are asked again.
 */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

/** The booking, with its photos still on the wire (read once the slot and limit pass). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await readPhotoForm(request);
  if (!form) throw refusal("not-a-form");
  try {
    const user = await ctx.session();
    const origin = requestOrigin(ctx, url);
    const result = await orFailed(ctx, () =>
      ctx.services.appointments.book(form.values, {
        ...origin,
        userId: user?.id ?? null,
        photos: form.files,
      }),
    );
    if (!result.ok) return formAnswer(result, form.values);
    throw redirect(
      localizedHref(origin.locale, "/appointment/manage", {
        query: { token: result.token, done: "booked" },
      }),
    );
  } finally {
    await form.dispose();
  }
}

export default function Appointment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("appointments");
  const localized = useLocalizedPath();
  const { choices } = loaderData;
  const retry = actionData?.ok === false ? actionData : undefined;
  const step = !choices.topic ? 1 : !choices.slots ? 2 : !choices.slot && !retry ? 3 : 4;
  // After an in-page step (JavaScript), focus moves to the new step's heading, as the
  // address's fragment does on a page load without it.
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    document.getElementById(stepId(step))?.focus();
  }, [step]);
  const action = localized("/appointment");
  return (
    <PageShell title={t("appointments.book.title")}>
      <p className="mt-4 max-w-prose">{t("appointments.book.intro")}</p>
      {retry && step < 4 ? (
        // A booking posted without the choices of this address (a form of another page).
        <Alert tone="error" className="mt-6">
          {t("appointments.book.chooseAgain")}
        </Alert>
      ) : null}
      <TopicStep action={action} choices={choices} />
      {step >= 2 ? <DayStep action={action} choices={choices} /> : null}
      {step >= 3 && !(retry && !choices.slot) ? (
        <TimeStep action={action} choices={choices} />
      ) : null}
      {step === 4 ? (
        <BookingForm choices={choices} answer={retry} prefill={loaderData.prefill} />
      ) : null}
    </PageShell>
  );
}
