import { parseInput } from "#common/field-schemas.ts";
import { amountText } from "#common/amount.ts";
import { reportFormStart, type GradingReportFormStart } from "#common/grading-report.ts";
import { fail, ok, type AnswerTo, type Result } from "#common/result.ts";
import { textInputFrom, type TextInput } from "#server/catalogue/translation-form.schema.ts";
import {
  languagesToDo,
  textStart,
  type LanguagesToDo,
  type TextStart,
} from "#server/catalogue/translation-start.ts";
import { textChange, writeTranslations } from "#server/catalogue/translation-writes.ts";
import { reportColumns, reportOf } from "#server/catalogue/grading-report-columns.ts";
import { listedRow } from "#server/catalogue/listing-columns.ts";
import { SPECIAL_EDITION_LIMIT } from "#server/catalogue/catalogue.service.ts";
import { recordAudit } from "#server/audit/audit.queries.ts";
import { updateEntry, type AuditActor } from "#server/audit/audit-trail.ts";
import { pieceAuditFields } from "#server/catalogue/catalogue-audit.queries.ts";
import type { Database } from "#server/db/connection.ts";
import { newId } from "#server/lib/ids.ts";
import type { MediaService } from "#server/media/media.service.ts";
import { countSpecialEditions } from "#server/catalogue/special-edition.queries.ts";
import {
  deleteEdition,
  editionPictures,
  insertEdition,
  listEditions,
  lockEditions,
  replaceEditionPictures,
  updateEdition,
} from "./admin-special-editions.queries.ts";
import {
  editionIdSchema,
  parseSpecialEditionForm,
  type SpecialEditionInput,
} from "./special-edition.schema.ts";

export type SpecialEditionFailure = "invalid" | "not-found" | "limit-reached";

/** An edition as the admin's form opens it: the price as the admin would type it. */
export interface EditableEdition {
  id: string;
  name: string;
  description: string;
  priceText: string;
  discountPercent: number;
  pictures: string[];
  /** Its address words and its Dutch and French. */
  text: TextStart;
  /** Its centre stone's grading report as the form shows it (empty fields: none). */
  gradingReport: GradingReportFormStart;
}

type ListedEdition = Omit<Awaited<ReturnType<typeof listEditions>>[number], "translations"> & {
  /** Its Dutch and French that are missing or outdated. */
  languages: LanguagesToDo;
};

/**
 * The tab's listing: every edition newest first (`?translate=1`: those needing a translation),
 * and the one `?edit=<id>` opens.
 */
export interface SpecialEditionListing {
  editions: ListedEdition[];
  editing: EditableEdition | null;
  needsTranslation: boolean;
}

export interface AdminSpecialEditionsServiceDependencies {
  db: Database;
  media: MediaService;
  /** Told after each committed write: kept lists and pages show special editions. */
  changed: () => void;
  now?: () => Date;
}

/**
 * The admin's special editions: at most SPECIAL_EDITION_LIMIT (50), counted inside the
 * creating transaction under a lock, so parallel creates cannot pass it. Rows are written with
 * their listing columns (docs/decisions/0009-catalogue.md); pictures must be stored ones and go
 * with their last record (docs/decisions/0011-media.md).
 */
export function createAdminSpecialEditionsService(deps: AdminSpecialEditionsServiceDependencies) {
  const { db, media, changed } = deps;
  const now = deps.now ?? (() => new Date());

  async function read(input: unknown): Promise<Result<{ data: SpecialEditionInput }, "invalid">> {
    const parsed = parseSpecialEditionForm(input);
    if (!parsed.ok) return parsed;
    if (!(await media.allStored(parsed.data.pictures))) {
      return fail("invalid", { fieldErrors: { pictures: "required" } });
    }
    return parsed;
  }

  const columns = (edition: SpecialEditionInput, text: TextInput) => ({
    name: edition.name,
    description: edition.description,
    translations: text.translations,
    discountPercent: edition.discountPercent,
    pricesCents: [edition.price],
  });

  return {
    /** The tab's list; `?edit=<id>` opens that edition in the form (an unknown id: none). */
    async list(query: URLSearchParams): Promise<Result<SpecialEditionListing, "invalid">> {
      const stored = await listEditions(db);
      const chosen = stored.find((edition) => edition.id === query.get("edit"));
      const needsTranslation = query.get("translate") === "1";
      const editions = stored
        .map(({ translations, ...edition }) => ({
          ...edition,
          languages: languagesToDo(edition.text_version, translations),
        }))
        .filter((edition) => !needsTranslation || Object.keys(edition.languages).length > 0);
      const editing = chosen
        ? {
            id: chosen.id,
            name: chosen.name,
            description: chosen.description,
            priceText: chosen.price_cents === null ? "" : amountText(chosen.price_cents),
            discountPercent: chosen.discount_percent,
            pictures: chosen.pictures,
            text: textStart(chosen, chosen.translations),
            gradingReport: reportFormStart(reportOf(chosen)),
          }
        : null;
      return ok({ editions, editing, needsTranslation });
    },

    async create(
      input: unknown,
      actor: AuditActor,
    ): Promise<Result<{ id: string }, SpecialEditionFailure>> {
      const parsed = await read(input);
      if (!parsed.ok) return parsed;
      const edition = parsed.data;
      const id = newId();
      const created = await db.transaction().execute(async (trx) => {
        await lockEditions(trx);
        if ((await countSpecialEditions(trx)) >= SPECIAL_EDITION_LIMIT) return false;
        const text = textInputFrom(edition);
        const createdAt = now().toISOString();
        await insertEdition(trx, {
          ...listedRow({
            id,
            ...columns(edition, text),
            mainImage: edition.pictures[0] ?? null,
            createdAt,
          }),
          slug: text.slug,
          ...reportColumns(edition.gradingReport),
        });
        await replaceEditionPictures(trx, id, edition.pictures);
        await writeTranslations(trx, "special", id, text, 1, createdAt);
        await recordAudit(trx, actor, {
          entity: "special-edition",
          entityId: id,
          action: "create",
          before: null,
          after: await pieceAuditFields(trx, "special", id),
        });
        return true;
      });
      if (!created) return fail("limit-reached");
      changed();
      return ok({ id });
    },

    async update(
      id: string,
      input: unknown,
      actor: AuditActor,
    ): Promise<Result<{ id: string }, SpecialEditionFailure>> {
      const parsed = await read(input);
      if (!parsed.ok) return parsed;
      const edition = parsed.data;
      const removed = await db.transaction().execute(async (trx) => {
        const before = await editionPictures(trx, id);
        const was = await pieceAuditFields(trx, "special", id);
        const at = now().toISOString();
        const text = textInputFrom(edition);
        const derived = await textChange(trx, "special", id, columns(edition, text), text, at);
        const updated =
          derived !== null &&
          (await updateEdition(trx, id, {
            name: edition.name,
            description: edition.description,
            discount_percent: edition.discountPercent,
            main_image: edition.pictures[0] ?? null,
            updated_at: at,
            ...reportColumns(edition.gradingReport),
            ...derived,
          }));
        if (!updated) return null;
        await replaceEditionPictures(trx, id, edition.pictures);
        const is = await pieceAuditFields(trx, "special", id);
        const entry = was && is && updateEntry("special-edition", id, was, is);
        if (entry) await recordAudit(trx, actor, entry);
        return before.filter((url) => !edition.pictures.includes(url));
      });
      if (removed === null) return fail("not-found");
      changed();
      await media.releaseUnused(removed);
      return ok({ id });
    },

    async remove(
      input: unknown,
      actor: AuditActor,
    ): Promise<Result<{ id: string }, SpecialEditionFailure>> {
      const parsed = parseInput(editionIdSchema, input);
      if (!parsed.ok) return parsed;
      const { id } = parsed.data;
      const pictures = await db.transaction().execute(async (trx) => {
        const urls = await editionPictures(trx, id);
        const was = await pieceAuditFields(trx, "special", id);
        // Its pictures' rows go with it (on delete cascade); order lines keep their copy.
        if (!(await deleteEdition(trx, id))) return null;
        await recordAudit(trx, actor, {
          entity: "special-edition",
          entityId: id,
          action: "delete",
          before: was,
          after: null,
        });
        return urls;
      });
      if (pictures === null) return fail("not-found");
      changed();
      await media.releaseUnused(pictures);
      return ok({ id });
    },
  };
}

export type AdminSpecialEditionsService = ReturnType<typeof createAdminSpecialEditionsService>;

/** What the edition form gets back from the tab's action (create, update or delete). */
export type EditionAnswer =
  AnswerTo<AdminSpecialEditionsService["create"]> | AnswerTo<AdminSpecialEditionsService["update"]>;
