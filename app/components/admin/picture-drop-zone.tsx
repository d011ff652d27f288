import { useId, useState, type DragEvent } from "react";
import { mediaLimits } from "#common/media.ts";
import { uploadPicture } from "./upload-picture.ts";

interface Upload {
  key: string;
  name: string;
  progress: number;
  failed: boolean;
}

export interface PictureDropZoneLabels {
  /** The zone's visible text, also the file input's name. */
  drop: string;
  hint: string;
  uploading: (name: string) => string;
  /** docs/product.md §8: "Failed to upload image." */
  failed: string;
}

/**
 * Where an admin drops pictures or picks them with the file dialog, several at once. Each is
 * uploaded in turn with its own progress bar; the addresses of those stored are handed to
 * `onUploaded` together once all are done, failed ones stay listed with the message. Files
 * that are not images are not sent; the server decides for the rest by their bytes.
 */
export function PictureDropZone({
  labels,
  onUploaded,
  disabled = false,
}: {
  labels: PictureDropZoneLabels;
  onUploaded: (urls: string[]) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = uploads.some((upload) => !upload.failed && upload.progress < 1);

  const update = (key: string, change: Partial<Upload>) => {
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));
  };

  async function send(files: File[]) {
    const batch = files.map((file, i) => ({
      file,
      key: `${Date.now()}-${i}-${file.name}`,
      failed: !file.type.startsWith("image/"),
    }));
    setUploads(
      batch.map(({ key, file, failed }) => ({ key, name: file.name, progress: 0, failed })),
    );
    const urls: string[] = [];
    for (const { file, key, failed } of batch) {
      if (failed) continue;
      try {
        urls.push(
          await uploadPicture(file, (progress) => {
            update(key, { progress });
          }),
        );
        update(key, { progress: 1 });
      } catch {
        update(key, { failed: true });
      }
    }
    setUploads((all) => all.filter((upload) => upload.failed));
    if (urls.length > 0) onUploaded(urls);
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !busy) void send(Array.from(event.dataTransfer.files));
  };

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className="rounded-lg border-2 border-dashed border-ink/30 bg-white p-6 text-center transition focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-gold-deep data-dragging:border-gold-deep data-dragging:bg-ivory"
      >
        <label htmlFor={inputId} className="cursor-pointer font-semibold underline">
          {labels.drop}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={mediaLimits.accept}
          aria-describedby={hintId}
          disabled={disabled || busy}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = "";
            if (files.length > 0) void send(files);
          }}
        />
        <p id={hintId} className="mt-1 text-sm text-ink/80">
          {labels.hint}
        </p>
      </div>
      {uploads.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.key} className="text-sm">
              {upload.failed ? (
                <span className="text-red-800" role="alert">
                  {upload.name}: {labels.failed}
                </span>
              ) : (
                <label className="flex items-center gap-3">
                  <span className="min-w-0 flex-1 truncate">{labels.uploading(upload.name)}</span>
                  <progress value={upload.progress} max={1} className="w-40" />
                </label>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
