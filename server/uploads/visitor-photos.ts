import { fieldLimits, type FieldCode } from "#common/field-limits.ts";
import { mediaLimits } from "#common/media.ts";
import { fail, ok, type Failure, type Result } from "#common/result.ts";
import type { MediaRefusal, MediaService } from "#server/media/media.service.ts";
import type { queue } from "#server/lib/queue.ts";
import type { FileRefusal, IncomingFiles, ReceivedFile } from "#server/uploads/multipart-form.ts";

/**
 * Photos a visitor sends with a form (a valuation request's, an appointment's): at most
 * `fieldLimits.photos.max`, each proven an image by its bytes and re-encoded with the pixel cap
 * of anything anyone may send.
 */

/** What a visitor's photos need of the media service: storing, and undoing a store. */
export type PhotoStore = Pick<MediaService, "store" | "releaseUnused">;

/** The media service's refusal as the message under the form's photo field. */
const refusalCodes: Record<MediaRefusal, FieldCode> = {
  empty: "photoEmpty",
  "payload-too-large": "photoTooLarge",
  "not-an-image": "photoNotAnImage",
  "too-many-pixels": "photoTooManyPixels",
  "more-than-a-picture": "photoNotOnlyAPicture",
};

/** Why the files themselves did not arrive as photos. */
const fileRefusalCodes: Record<Exclude<FileRefusal, "incomplete">, FieldCode> = {
  "too-many-files": "tooManyPhotos",
  "file-too-large": "photoTooLarge",
};

/** Runs jobs one after the other, process-wide (server/lib/queue.ts). */
export type InTurn = ReturnType<typeof queue>;

/**
 * The form's photos, read to temporary files once the fields and the client's limit have passed
 * ("unsupported-media-type": the form broke off or was not a form where photos were due).
 */
export async function receivePhotos(
  photos: IncomingFiles,
): Promise<Result<{ files: ReceivedFile[] }, "invalid" | "unsupported-media-type">> {
  const received = await photos.receive();
  if (!received.ok) {
    return received.refusal === "incomplete"
      ? fail("unsupported-media-type")
      : refused(fileRefusalCodes[received.refusal]);
  }
  if (received.files.length > fieldLimits.photos.max) return refused("tooManyPhotos");
  return ok({ files: received.files });
}

/**
 * Stores every photo through the media service (proven by its bytes, re-encoded), with the
 * pixel cap and stored size of anything anyone may send. Each photo is read from its temporary file and
 * decoded in `inTurn`, one at a time across every request: a burst of valuation requests
 * waits its turn instead of holding a decoded picture each. All or nothing: at the first
 * refusal the ones already stored are removed again and the refusal answers for `photos`.
 */
export async function storePhotos(
  media: PhotoStore,
  photos: readonly ReceivedFile[],
  inTurn: InTurn,
): Promise<Result<{ urls: string[] }, "invalid">> {
  const urls: string[] = [];
  try {
    for (const photo of photos) {
      const stored = await inTurn(async () =>
        media.store(await photo.read(), {
          maxPixels: mediaLimits.anonymousMaxPixels,
          maxEdge: mediaLimits.anonymousMaxEdge,
        }),
      );
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
