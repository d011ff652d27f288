import { useState } from "react";
import { useOutletContext } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { requestContext } from "#server/http/request-context.ts";
import { AppointmentList, ClosureList } from "#app/components/admin/appointment-list.tsx";
import {
  CancelAppointmentDialog,
  ChangeMessage,
  isChangeAnswer,
  isClosureAnswer,
  type CancelTarget,
} from "#app/components/admin/appointment-actions.tsx";
import { ClosureForm } from "#app/components/admin/closure-form.tsx";
import { TabFailure } from "#app/components/admin/tab-listing.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { tabAction, tabListing } from "#app/lib/admin-tab.server.ts";
import type {
  ClosureDone,
  ShopChange,
  ShopChangeFailure,
} from "#server/appointments/admin-appointments.service.ts";
import type { AdminOutletContext } from "./layout.tsx";
import type { Route } from "./+types/appointments";

/**
 * /admin/appointments: the booked appointments of today and the coming week, and the closures
 * in that time, and a form that adds a closure (server/appointments/admin-appointments.service.ts).
 * The admin layout's middleware (requireAdmin) has run before both.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return tabListing(ctx, () => ctx.services.adminAppointments.ahead());
}

/**
 * A closure (intent "closure"): its times leave the calendar; the appointments it hits are
 * answered. A row's Done, No-show and Cancel (intents "done", "no-show", "cancel" with the
 * appointment's id, and the message to mail for a cancel).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { adminAppointments } = ctx.services;
  return tabAction<ClosureDone | ShopChange, ShopChangeFailure>(ctx, request, {
    closure: (values, actor) => adminAppointments.addClosure(values, actor),
    done: (values, actor) => adminAppointments.mark("done", values, actor),
    "no-show": (values, actor) => adminAppointments.mark("no-show", values, actor),
    cancel: (values, actor) => adminAppointments.cancel(values, actor),
  });
}

export default function AdminAppointments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  const { listing } = loaderData;
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  // One action answers the closure form and the rows' buttons: each reads its own answers.
  const closure = actionData && isClosureAnswer(actionData) ? actionData : undefined;
  const change = actionData && isChangeAnswer(actionData) ? actionData : undefined;
  return (
    <Card padding="lg" className="mt-8">
      <h2 className="font-serif text-2xl">{label}</h2>
      <p className="mt-2 text-ink/80">{t("adminAppointments.intro")}</p>
      <TabFailure
        section="adminAppointments"
        failure={loaderData.failure}
        reference={loaderData.reference}
      />
      {listing ? (
        <>
          <ChangeMessage answer={change} />
          <AppointmentList appointments={listing.appointments} onCancel={setCancelling} />
          <ClosureList closures={listing.closures} />
        </>
      ) : null}
      <ClosureForm answer={closure} />
      <CancelAppointmentDialog
        target={cancelling}
        answer={change}
        onClose={() => {
          setCancelling(null);
        }}
      />
    </Card>
  );
}
