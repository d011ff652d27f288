import { parseInput } from "#common/field-schemas.ts";
import { fail, ok, type AnswerTo, type Result } from "#common/result.ts";
import type { AppointmentStatus } from "#common/appointments.ts";
import { VALUATION_PAGE_SIZE, type ValuationStatus } from "#common/valuations.ts";
import { recordAudit } from "#server/audit/audit.queries.ts";
import type { AuditActor } from "#server/audit/audit-trail.ts";
import type { Database } from "#server/db/connection.ts";
import { newId } from "#server/lib/ids.ts";
import { queue } from "#server/lib/queue.ts";
import type { IncomingFiles } from "#server/uploads/multipart-form.ts";
import type { RateLimitRule, RateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import {
  countValuationRequests,
  insertValuationPhotos,
  insertValuationRequest,
  listRequestAppointments,
  listValuationPage,
  listValuationPhotos,
  findValuationStatus,
  updateValuationStatus,
} from "./valuation.queries.ts";
import {
  valuationInputSchema,
  valuationListQuerySchema,
  valuationStatusInputSchema,
} from "./valuation.schema.ts";
import {
  receivePhotos,
  storePhotos,
  type InTurn,
  type PhotoStore,
} from "#server/uploads/visitor-photos.ts";
import { pageCount, pageWindow } from "#server/lib/paging.ts";

/** "unsupported-media-type": the form broke off or was not a form where photos were due. */
export type ValuationFailure = "invalid" | "rate-limited" | "unsupported-media-type";

interface SubmitValuationContext {
  db: Database;
  media: PhotoStore;
  limiter: RateLimitService;
  rateLimit: Omit<RateLimitRule, "bucket">;
  /** Who is asking (client address); the rate limit counts per subject. */
  subject: string;
  locale: string;
  /** Decodes the photos of every request one at a time. */
  photoTurn: InTurn;
  now?: Date;
}

/**
 * Files a free-valuation request, with up to five photos of the item. Used by the home page's
 * action and POST /api/valuations, so both enforce the same validation and limit. The photos
 * are read only once the text fields are valid and the client is within its limit, so a
 * refused request leaves its files unread (server/uploads/multipart-form.ts). They are
 * counted before the attempt is: invalid input (too many photos included) costs the visitor
 * nothing and changes nothing. Photos are proven and stored only after the attempt counted:
 * a client past its limit makes the server decode nothing. A refused photo stores nothing,
 * and a request that cannot be written takes its stored photos with it.
 */
async function submitValuationRequest(
  ctx: SubmitValuationContext,
  input: unknown,
  photos: IncomingFiles,
): Promise<Result<{ id: string }, ValuationFailure>> {
  const parsed = parseInput(valuationInputSchema, input);
  if (!parsed.ok) return parsed;

  const now = ctx.now ?? new Date();
  const rule = { bucket: "valuation", ...ctx.rateLimit };
  const allowed = await ctx.limiter.check(rule, ctx.subject, now.getTime());
  if (!allowed.ok) return allowed;

  const received = await receivePhotos(photos);
  if (!received.ok) return received;

  const limit = await ctx.limiter.consume(rule, ctx.subject, now.getTime());
  if (!limit.ok) return limit;

  const stored = await storePhotos(ctx.media, received.files, ctx.photoTurn);
  if (!stored.ok) return stored;

  const id = newId();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertValuationRequest(trx, {
        id,
        ...parsed.data,
        locale: ctx.locale,
        created_at: now.toISOString(),
      });
      await insertValuationPhotos(
        trx,
        stored.urls.map((url, position) => ({
          id: newId(),
          valuation_request_id: id,
          url,
          position,
        })),
      );
    });
  } catch (error) {
    // No row refers to the photos: their files go too.
    await ctx.media.releaseUnused(stored.urls);
    throw error;
  }
  return ok({ id });
}

/** A row of the admin's table. */
export interface ValuationListItem {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  locale: string;
  status: ValuationStatus;
  photos: { url: string }[];
  /** The appointment the shop booked for it that its row shows (bookedFor), if any. */
  appointment: { start: string; status: AppointmentStatus } | null;
}

export interface ValuationPage {
  requests: ValuationListItem[];
  total: number;
  page: number;
  pages: number;
  /** The filter the page shows; null: every status. */
  status: ValuationStatus | null;
}

/**
 * The appointment a request's row shows: the latest booked one still to come or to be marked,
 * else the latest booked for it whatever became of it (done, no-show, cancelled).
 */
function bookedFor(
  appointments: readonly {
    valuation_request_id: string | null;
    starts_at: string;
    status: AppointmentStatus;
  }[],
  requestId: string,
): ValuationListItem["appointment"] {
  const its = appointments.filter((a) => a.valuation_request_id === requestId);
  const shown = its.find((a) => a.status === "booked") ?? its[0];
  return shown ? { start: shown.starts_at, status: shown.status } : null;
}

/** One page of the admin's table from its address (`?status=&page=`), newest first. */
async function listValuations(
  db: Database,
  params: URLSearchParams,
): Promise<Result<ValuationPage, "invalid-query">> {
  const parsed = valuationListQuerySchema.safeParse({
    status: params.get("status") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  if (!parsed.success) return fail("invalid-query");
  const { status, page } = parsed.data;
  const window = pageWindow(page, VALUATION_PAGE_SIZE);
  const [rows, total] = await Promise.all([
    listValuationPage(db, status, window),
    countValuationRequests(db, status),
  ]);
  const ids = rows.map((row) => row.id);
  const [photos, appointments] = await Promise.all([
    listValuationPhotos(db, ids),
    listRequestAppointments(db, ids),
  ]);
  return ok({
    requests: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      locale: row.locale,
      status: row.status,
      photos: photos.flatMap((photo) =>
        photo.valuation_request_id === row.id ? [{ url: photo.url }] : [],
      ),
      appointment: bookedFor(appointments, row.id),
    })),
    total,
    page,
    pages: pageCount(total, VALUATION_PAGE_SIZE),
    status,
  });
}

/** The admin moves a request on (new → contacted → closed, or back); nothing else changes. */
async function setValuationStatus(
  db: Database,
  input: unknown,
  actor: AuditActor,
): Promise<Result<{ id: string; status: ValuationStatus }, "invalid" | "not-found">> {
  const parsed = parseInput(valuationStatusInputSchema, input);
  if (!parsed.ok) return parsed;
  const { id, status } = parsed.data;
  const found = await db.transaction().execute(async (trx) => {
    const was = await findValuationStatus(trx, id);
    if (was === undefined) return false;
    if (was === status) return true;
    await updateValuationStatus(trx, id, status);
    await recordAudit(trx, actor, {
      entity: "valuation-request",
      entityId: id,
      action: "status",
      before: { status: was },
      after: { status },
    });
    return true;
  });
  return found ? ok({ id, status }) : fail("not-found");
}

export interface ValuationsServiceDependencies {
  db: Database;
  media: PhotoStore;
  /** Counts each client's requests (rate-limit.service.ts). */
  limiter: RateLimitService;
  rateLimit: Omit<RateLimitRule, "bucket">;
  /** Decodes photos one at a time; the appointments' turn too (server/services.ts). */
  photoTurn?: InTurn;
  now?: () => Date;
}

/** The valuation service as routes get it: bound to the database, media and the limit. */
export function createValuationsService(deps: ValuationsServiceDependencies) {
  // One photo decoded at a time across every request: anyone may post (docs/security.md).
  const photoTurn = deps.photoTurn ?? queue(1);
  return {
    /** `photos`: a form's files as they arrive (multipart-form.ts), or `filesInMemory()`. */
    submit: (
      input: unknown,
      photos: IncomingFiles,
      request: { clientAddress: string; locale: string },
    ) =>
      submitValuationRequest(
        {
          db: deps.db,
          media: deps.media,
          limiter: deps.limiter,
          rateLimit: deps.rateLimit,
          subject: request.clientAddress,
          locale: request.locale,
          photoTurn,
          now: deps.now?.(),
        },
        input,
        photos,
      ),
    /** The admin's table (the valuations tab's loader). */
    list: (params: URLSearchParams) => listValuations(deps.db, params),
    /** The admin's status change (the valuations tab's action). */
    setStatus: (input: unknown, actor: AuditActor) => setValuationStatus(deps.db, input, actor),
  };
}

export type ValuationsService = ReturnType<typeof createValuationsService>;

/** What the contact form gets back from the home page's action. */
export type ContactAnswer = AnswerTo<ValuationsService["submit"]>;
/** What a valuation's status form gets back from the valuations tab's action. */
export type ValuationStatusAnswer = AnswerTo<ValuationsService["setStatus"]>;
