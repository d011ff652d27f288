import { z } from "zod";
import { parseInput } from "#common/field-schemas.ts";
import { mediaName } from "#common/media.ts";
import { fail, ok, type AnswerTo, type Result } from "#common/result.ts";
import { recordAudit } from "#server/audit/audit.queries.ts";
import { updateEntry, type AuditActor } from "#server/audit/audit-trail.ts";
import type { Database } from "#server/db/connection.ts";
import { newId } from "#server/lib/ids.ts";
import type { MediaService } from "#server/media/media.service.ts";
import {
  appendAttractImages,
  deleteAttractImage,
  listAttractImages,
  reorderAttractImages,
} from "./attract-images.queries.ts";

/** Pictures added in one go: a folder dropped at once, not a bulk import. */
export const ATTRACT_ADD_MAX = 20;

/** Space-separated values of one form field (forms send text). */
const words = z.string().transform((text) => text.split(/\s+/).filter(Boolean));

const addSchema = z.object({
  urls: words.pipe(
    z
      .array(z.string().refine((url) => mediaName(url) !== null))
      .min(1)
      .max(ATTRACT_ADD_MAX),
  ),
});
const reorderSchema = z.object({ order: words.pipe(z.array(z.string().max(40)).min(1)) });
const deleteSchema = z.object({ id: z.string().min(1).max(40) });

export type AttractImageFailure = "invalid" | "not-found" | "stale";

export interface AttractImagesServiceDependencies {
  db: Database;
  media: MediaService;
  changed: () => void;
}

/**
 * The home page's carousel pictures, in the order the admin gives them. Pictures are
 * uploaded first (POST /api/media) and added here by their addresses, which must be stored
 * pictures; a deleted one's file goes when nothing else shows it. `changed` is told after
 * every change, so kept pages showing the carousel are dropped.
 */
export function createAttractImagesService(deps: AttractImagesServiceDependencies) {
  const { db, media, changed } = deps;
  return {
    /** The admin tab's list: every picture, in the order shown. */
    list: async (): Promise<
      Result<{ pictures: Awaited<ReturnType<typeof listAttractImages>> }, "invalid">
    > => ok({ pictures: await listAttractImages(db) }),

    /** What the home page's about section shows to anyone: the addresses, in order. */
    urls: async (): Promise<string[]> => (await listAttractImages(db)).map((row) => row.url),

    async add(
      input: unknown,
      actor: AuditActor,
    ): Promise<Result<{ added: number }, AttractImageFailure>> {
      const parsed = parseInput(addSchema, input);
      if (!parsed.ok) return parsed;
      const { urls } = parsed.data;
      // Addresses of pictures that were never stored would show as broken images.
      if (!(await media.allStored(urls))) return fail("not-found");
      const createdAt = new Date().toISOString();
      const rows = urls.map((url) => ({ id: newId(), url, created_at: createdAt }));
      await db.transaction().execute(async (trx) => {
        await appendAttractImages(trx, rows);
        for (const row of rows) {
          await recordAudit(trx, actor, {
            entity: "attract-image",
            entityId: row.id,
            action: "create",
            before: null,
            after: { url: row.url },
          });
        }
      });
      changed();
      return ok({ added: urls.length });
    },

    async reorder(input: unknown, actor: AuditActor): Promise<Result<object, AttractImageFailure>> {
      const parsed = parseInput(reorderSchema, input);
      if (!parsed.ok) return parsed;
      const { order } = parsed.data;
      const reordered = await db.transaction().execute(async (trx) => {
        const before = await reorderAttractImages(trx, order);
        if (before === null) return false;
        // One record for the carousel as a whole: its order is what changed.
        const entry = updateEntry(
          "attract-image",
          "carousel",
          { order: before },
          { order },
          "reorder",
        );
        if (entry) await recordAudit(trx, actor, entry);
        return true;
      });
      // Another admin's change in between: the page reloads the list instead of guessing.
      if (!reordered) return fail("stale");
      changed();
      return ok();
    },

    async remove(input: unknown, actor: AuditActor): Promise<Result<object, AttractImageFailure>> {
      const parsed = parseInput(deleteSchema, input);
      if (!parsed.ok) return parsed;
      const { id } = parsed.data;
      const url = await db.transaction().execute(async (trx) => {
        const deleted = await deleteAttractImage(trx, id);
        if (deleted !== null) {
          await recordAudit(trx, actor, {
            entity: "attract-image",
            entityId: id,
            action: "delete",
            before: { url: deleted },
            after: null,
          });
        }
        return deleted;
      });
      if (url === null) return fail("not-found");
      changed();
      await media.releaseUnused([url]);
      return ok();
    },
  };
}

export type AttractImagesService = ReturnType<typeof createAttractImagesService>;

/** What the attract images tab gets back from its action (add, reorder or delete). */
export type AttractImageAnswer =
  | AnswerTo<AttractImagesService["add"]>
  | AnswerTo<AttractImagesService["reorder"]>
  | AnswerTo<AttractImagesService["remove"]>;
