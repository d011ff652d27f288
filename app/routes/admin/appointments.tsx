import { useOutletContext } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { requestContext } from "#server/http/request-context.ts";
import { AppointmentList, ClosureList } from "#app/components/admin/appointment-list.tsx";
import { ClosureForm } from "#app/components/admin/closure-form.tsx";
import { TabFailure } from "#app/components/admin/tab-listing.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { tabAction, tabListing } from "#app/lib/admin-tab.server.ts";
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

/** A closure (intent "closure"): its times leave the calendar; the appointments it hits are answered. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { adminAppointments } = ctx.services;
  return tabAction(ctx, request, {
    closure: (values, actor) => adminAppointments.addClosure(values, actor),
  });
}

export default function AdminAppointments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  const { listing } = loaderData;
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
          <AppointmentList appointments={listing.appointments} />
          <ClosureList closures={listing.closures} />
        </>
      ) : null}
      <ClosureForm answer={actionData} />
    </Card>
  );
}
