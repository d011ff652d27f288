import { parseInput } from "#common/field-schemas.ts";
import { fail, ok, type Result } from "#common/result.ts";
import { recordAudit } from "#server/audit/audit.queries.ts";
import { updateEntry, type AuditActor } from "#server/audit/audit-trail.ts";
import type { Database } from "#server/db/connection.ts";
import { newId } from "#server/lib/ids.ts";
import type { MediaService } from "#server/media/media.service.ts";
import { listAdminProducts } from "./admin-product-page.ts";
import { pieceAuditFields } from "./catalogue-audit.queries.ts";
import {
  deleteProductRow,
  insertProductRow,
  productPictureUrls,
  replaceProductParts,
  updateProductRow,
  type ProductRow,
} from "./admin-products.queries.ts";
import {
  parseProductForm,
  productDeleteSchema,
  type ProductDraft,
} from "./admin-products.schema.ts";
import { textChange, writeTranslations } from "./translation-writes.ts";
import { reportColumns } from "./grading-report-columns.ts";
import { listedRow, type ListingColumns } from "./listing-columns.ts";

export type ProductFailure = "invalid" | "not-found" | "unknown-image";

export interface AdminProductsServiceDependencies {
  db: Database;
  media: MediaService;
  /** Told after every committed write: kept lists and pages show prices and pictures. */
  changed: () => void;
}

/** The row's columns as written, listing columns included (docs/decisions/0009-catalogue.md). */
function listingSource(draft: ProductDraft) {
  return {
    name: draft.name,
    description: draft.description,
    translations: draft.text.translations,
    discountPercent: draft.discountPercent,
    // No carat prices: "contact us for the price".
    pricesCents: draft.variants.length > 0 ? draft.variants.map((v) => v.priceCents) : null,
  };
}

/**
 * The admin panel's products: one page of them searched by name on the server, the form to
 * add or edit one, the overview of which shape × design × metal combinations exist, and
 * delete. Every write sets the listing columns through listing-columns.ts and then tells
 * `changed`; pictures a product no longer shows are released once the change is committed.
 * Only admins reach it: the admin layout's guard runs before the tab's loader and action.
 */
export function createAdminProductsService({
  db,
  media,
  changed,
}: AdminProductsServiceDependencies) {
  async function release(before: string[], after: readonly string[]) {
    const kept = new Set(after);
    await media.releaseUnused(before.filter((url) => !kept.has(url)));
  }

  return {
    list: (params: URLSearchParams) => listAdminProducts(db, params),

    /** Creates a product, or updates the one named by `productId`, from the form's fields. */
    async save(
      input: unknown,
      actor: AuditActor,
    ): Promise<Result<{ productId: string; created: boolean }, ProductFailure>> {
      const parsed = parseProductForm(input);
      if (!parsed.ok) return parsed;
      const { draft } = parsed;
      // Addresses of pictures that were never stored would show as broken images.
      if (!(await media.allStored(draft.images))) return fail("unknown-image");
      const now = new Date().toISOString();
      const source = listingSource(draft);
      const mainImage = draft.images[0] ?? null;
      const kind = {
        diamond_shape: draft.diamondShape,
        ring_design: draft.ringDesign,
        ring_metal: draft.ringMetal,
      };
      const report = reportColumns(draft.gradingReport);
      const parts = {
        variants: draft.variants,
        images: draft.images,
        imageIds: draft.images.map(() => newId()),
      };

      if (draft.productId === undefined) {
        const row = listedRow({ ...source, id: newId(), mainImage, createdAt: now });
        await db.transaction().execute(async (trx) => {
          await insertProductRow(trx, { ...row, ...kind, ...report, slug: draft.text.slug });
          await replaceProductParts(trx, row.id, parts);
          await writeTranslations(trx, "product", row.id, draft.text, 1, now);
          await recordAudit(trx, actor, {
            entity: "product",
            entityId: row.id,
            action: "create",
            before: null,
            after: await pieceAuditFields(trx, "product", row.id),
          });
        });
        changed();
        return ok({ productId: row.id, created: true });
      }

      const id = draft.productId;
      const row: Omit<ProductRow, keyof ListingColumns> = {
        ...kind,
        ...report,
        name: source.name,
        description: source.description,
        discount_percent: source.discountPercent,
        main_image: mainImage,
        updated_at: now,
      };
      const before = await db.transaction().execute(async (trx) => {
        const urls = await productPictureUrls(trx, id);
        const was = await pieceAuditFields(trx, "product", id);
        const derived = await textChange(trx, "product", id, source, draft.text, now);
        if (!derived || !(await updateProductRow(trx, id, { ...row, ...derived }))) return null;
        await replaceProductParts(trx, id, parts);
        const is = await pieceAuditFields(trx, "product", id);
        const entry = was && is && updateEntry("product", id, was, is);
        if (entry) await recordAudit(trx, actor, entry);
        return urls;
      });
      if (before === null) return fail("not-found");
      changed();
      await release(before, draft.images);
      return ok({ productId: id, created: false });
    },

    /** Deletes a product with its carats and pictures; orders keep their snapshot. */
    async remove(
      input: unknown,
      actor: AuditActor,
    ): Promise<Result<{ productId: string }, "invalid" | "not-found">> {
      const parsed = parseInput(productDeleteSchema, input);
      if (!parsed.ok) return parsed;
      const { productId } = parsed.data;
      const before = await db.transaction().execute(async (trx) => {
        const urls = await productPictureUrls(trx, productId);
        const was = await pieceAuditFields(trx, "product", productId);
        if (!(await deleteProductRow(trx, productId))) return null;
        await recordAudit(trx, actor, {
          entity: "product",
          entityId: productId,
          action: "delete",
          before: was,
          after: null,
        });
        return urls;
      });
      if (before === null) return fail("not-found");
      changed();
      await release(before, []);
      return ok({ productId });
    },
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
