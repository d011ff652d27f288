import type { FieldCode } from "#common/field-limits.ts";
import { fail, ok, type Failure, type Result } from "#common/result.ts";
import type { MediaRefusal, MediaService } from "#server/media/media.service.ts";

/** What a valuation request needs of the media service: storing, and undoing a store. */
export type PhotoStore = Pick<MediaService, "store" | "releaseUnused">;

/** The media service's refusal as the message under the form's photo field. */
const refusalCodes: Record<MediaRefusal, FieldCode> = {
  empty: "photoEmpty",
  "payload-too-large": "photoTooLarge",
  "not-an-image": "photoNotAnImage",
  "too-many-pixels": "photoTooManyPixels",
  "more-than-a-picture": "photoNotOnlyAPicture",
};

/**
 * Stores every photo through the media service (proven by its bytes, re-encoded), one after
 * the other so at most one is decoded at a time. All or nothing: at the first refusal the
 * ones already stored are removed again and the refusal answers for the field `photos`.
 */
export async function storePhotos(
  media: PhotoStore,
  photos: readonly Uint8Array[],
): Promise<Result<{ urls: string[] }, "invalid">> {
  const urls: string[] = [];
  try {
    for (const photo of photos) {
      const stored = await media.store(photo);
      if (!stored.ok) {
        await media.releaseUnused(urls);
        return refused(refusalCodes[stored.error]);
      }
      urls.push(stored.url);
    }
  } catch (error) {
    await media.releaseUnused(urls);
    throw error;
  }
  return ok({ urls });
}

export function refused(code: FieldCode): Failure<"invalid"> {
  return fail("invalid", { fieldErrors: { photos: code } });
}
