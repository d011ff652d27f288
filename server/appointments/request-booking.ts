import { isLocale, type Locale } from "#common/locales.ts";
import { parseInput } from "#common/field-schemas.ts";
import { fail, ok, type Result } from "#common/result.ts";
import { recordAudit } from "#server/audit/audit.queries.ts";
import type { AuditActor } from "#server/audit/audit-trail.ts";
import type { Database } from "#server/db/connection.ts";
import { newId } from "#server/lib/ids.ts";
import { findValuationRequest, listValuationPhotos } from "#server/valuations/valuation.queries.ts";
import { notASlot, type Booking } from "./appointment-booking.ts";
import { insertAppointmentPhotos } from "./appointment.queries.ts";
import { requestBookingInputSchema, requestBookingQuerySchema } from "./appointment.schema.ts";

/**
 * A valuation request turned into an appointment by the shop (the valuations tab): the form's
 * request, day and free times, and the booking itself, through the same rules and the same
 * transaction as the visitor's (appointment-booking.ts). The link between the two is the
 * booking's audit record (`appointment`, `create`, with the request's id): nothing else needs
 * it, so no column (docs/decisions/0031-appointments.md).
 */
export function createRequestBooking(deps: {
  db: Database;
  booking: Booking;
  mailsQueued: () => void;
  now: () => Date;
}) {
  const { db, booking, now } = deps;
  return {
    /**
     * What the booking form shows for `?book=<request>&day=`: the request (its contact details
     * prefill the form), the day (unless asked, the first with a free time) and its free times.
     */
    async requestBookingForm(params: URLSearchParams) {
      const parsed = parseInput(requestBookingQuerySchema, {
        book: params.get("book") ?? undefined,
        day: params.get("day") ?? undefined,
      });
      if (!parsed.ok) return parsed;
      const request = await findValuationRequest(db, parsed.data.book);
      if (!request) return fail("not-found");
      const at = now();
      const { first, last } = booking.bookableDays(at);
      // Unless a day is asked for, the first with a free time, as on the booking page.
      const asked = parsed.data.day;
      const slots = asked
        ? await booking.free({ from: asked, to: asked }, at)
        : await booking.firstFreeDaySlots(at);
      const day = asked || slots[0]?.day || first;
      return ok({
        request,
        day,
        first,
        last,
        slots: slots.map(({ start, time }) => ({ start, time })),
      });
    },

    /**
     * Books the chosen free slot for a valuation request: checked as a visitor's booking is
     * (but not counted against a client's limit: the shop books), the confirmation with its
     * invitation and link mailed in the request's language (English for one it does not
     * speak), the booking audited with the request's id. The request's photos come with it,
     * in their order, so the appointments tab shows them: the same pictures, named by address
     * (a picture's file stays while any record names it, media.queries.ts).
     */
    async bookForRequest(
      input: unknown,
      actor: AuditActor,
    ): Promise<
      Result<{ id: string; start: string; name: string }, "invalid" | "not-found" | "slot-taken">
    > {
      const parsed = parseInput(requestBookingInputSchema, input);
      if (!parsed.ok) return parsed;
      const { requestId, start, ...details } = parsed.data;
      const request = await findValuationRequest(db, requestId);
      if (!request) return fail("not-found");
      const at = now();
      const slot = await booking.bookable(start, at);
      if (slot === "invalid") return notASlot();
      if (slot === "closed") return fail("slot-taken");
      const locale: Locale = isLocale(request.locale) ? request.locale : "en";
      const photos = await listValuationPhotos(db, [requestId]);
      const booked = await booking.place(slot, details, {
        locale,
        userId: null,
        at,
        valuationRequestId: requestId,
        also: async (trx, id) => {
          await insertAppointmentPhotos(
            trx,
            photos.map(({ url }, position) => ({ id: newId(), appointment_id: id, url, position })),
          );
          await recordAudit(trx, actor, {
            entity: "appointment",
            entityId: id,
            action: "create",
            before: null,
            after: { status: "booked", start: slot.start, valuationRequest: requestId },
          });
        },
      });
      if (!booked.ok) return booked;
      deps.mailsQueued();
      return ok({ id: booked.id, start: booked.start, name: details.name });
    },
  };
}
