import { parseInput } from "#common/field-schemas.ts";
import type { Result } from "#common/result.ts";
import type { AppointmentStatus, AppointmentTopic } from "#common/appointments.ts";
import type { SessionUser } from "#server/accounts/session.ts";
import {
  cancelAppointment,
  type CancelDependencies,
  type CancelFailure,
} from "./appointment-cancel.ts";
import { findOwned, listOwnedBy, type AppointmentOwnerKey } from "./appointment.queries.ts";
import { changeable } from "./appointment-records.ts";
import { appointmentChoiceSchema } from "./appointment.schema.ts";

/** The most appointments the tab lists (the latest): a customer's history, not the shop's. */
export const OWN_APPOINTMENTS_LIMIT = 100;

/** Who asks: the signed-in account, with its address and whether it is verified. */
export type AppointmentOwner = Pick<SessionUser, "id" | "email" | "emailVerified">;

/** An appointment as its customer's /profile tab lists it. */
export interface OwnAppointment {
  id: string;
  topic: AppointmentTopic;
  start: string;
  end: string;
  status: AppointmentStatus;
  /** Booked and not yet begun: the tab offers to cancel it. */
  cancellable: boolean;
}

export interface CustomerAppointmentsServiceDependencies extends CancelDependencies {
  now?: () => Date;
}

/**
 * A verified address counts as the account's own: whoever reads that mailbox already holds
 * each booking's link, which cancels it. An address not yet verified could be anyone's, so
 * only the appointments booked signed in count then (decision 0031, 2026-11-28).
 */
function ownerKey(owner: AppointmentOwner): AppointmentOwnerKey {
  return { userId: owner.id, email: owner.emailVerified ? owner.email : null };
}

/**
 * A signed-in customer's own appointments (the /profile tab): listed, and cancelled with the
 * same rules and mail as the link's cancel (appointment-cancel.ts).
 */
export function createCustomerAppointmentsService(deps: CustomerAppointmentsServiceDependencies) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Upcoming ones first (soonest first), then past ones (latest first). */
    async list(
      owner: AppointmentOwner,
    ): Promise<{ upcoming: OwnAppointment[]; past: OwnAppointment[] }> {
      const at = now();
      const rows = await listOwnedBy(deps.db, ownerKey(owner), OWN_APPOINTMENTS_LIMIT);
      const shown = rows.map((row): OwnAppointment => ({
        id: row.id,
        topic: row.topic,
        start: row.starts_at,
        end: row.ends_at,
        status: row.status,
        cancellable: changeable(row, at),
      }));
      const soon = at.toISOString();
      return {
        upcoming: shown.filter((a) => a.start > soon).reverse(),
        past: shown.filter((a) => a.start <= soon),
      };
    },

    /**
     * Cancels one of the account's appointments (`{id}`): one of another account, or of no
     * one, is `not-found`, and nothing changes.
     */
    async cancel(
      owner: AppointmentOwner,
      input: unknown,
    ): Promise<Result<{ id: string }, "invalid" | CancelFailure>> {
      const parsed = parseInput(appointmentChoiceSchema, input);
      if (!parsed.ok) return parsed;
      const { id } = parsed.data;
      return cancelAppointment(deps, now(), (trx) => findOwned(trx, id, ownerKey(owner)));
    },
  };
}

export type CustomerAppointmentsService = ReturnType<typeof createCustomerAppointmentsService>;
