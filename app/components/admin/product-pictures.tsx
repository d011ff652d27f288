import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { PictureDropZone } from "./picture-drop-zone.tsx";
import { SortablePictures, type SortablePicture } from "./sortable-pictures.tsx";

/**
 * A product's pictures while its form is open: uploaded at once (POST /api/media, like the
 * attract images), reordered and removed here, and sent with the form as their addresses in
 * order (`images`); the first is the main one. Nothing is stored with the product before Save;
 * a picture removed here is released by the server once the product no longer shows it.
 */
export function ProductPictures(props: {
  images: string[];
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation("admin");
  const hintId = useId();
  const errorId = useId();
  const [pictures, setPictures] = useState<SortablePicture[]>(() =>
    props.images.map((url) => ({ id: url, url })),
  );
  return (
    <fieldset
      name="images"
      tabIndex={-1}
      aria-describedby={[hintId, props.error ? errorId : ""].join(" ").trim()}
      className="rounded border border-ink/20 p-4"
    >
      <legend className="px-1 font-medium">{t("adminProducts.form.pictures")}</legend>
      <p id={hintId} className="text-sm text-ink/70">
        {t("adminProducts.form.picturesHint")}
      </p>
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
      <input type="hidden" name="images" value={pictures.map((p) => p.url).join(" ")} />
      <div className="mt-3">
        <PictureDropZone
          disabled={props.disabled}
          labels={{
            drop: t("adminProducts.upload.drop"),
            hint: t("adminProducts.upload.hint"),
            uploading: (name) => t("adminProducts.upload.uploading", { name }),
            failed: t("adminProducts.upload.failed"),
          }}
          onUploaded={(urls) => {
            setPictures((shown) => [
              ...shown,
              ...urls
                .filter((url) => !shown.some((p) => p.url === url))
                .map((url) => ({ id: url, url })),
            ]);
          }}
        />
      </div>
      <div className="mt-4">
        {pictures.length === 0 ? (
          <p className="text-ink/80">{t("adminProducts.upload.empty")}</p>
        ) : (
          <SortablePictures
            id="product-pictures"
            pictures={pictures}
            disabled={props.disabled}
            labels={{
              list: t("adminProducts.upload.list"),
              picture: (index, count) => t("adminProducts.upload.picture", { index, count }),
              move: (index) => t("adminProducts.upload.move", { index }),
              remove: (index) => t("adminProducts.upload.remove", { index }),
              instructions: t("adminProducts.upload.instructions"),
              picked: (index) => t("adminProducts.upload.picked", { index }),
              over: (index, position) => t("adminProducts.upload.over", { index, position }),
              dropped: (index, position) => t("adminProducts.upload.dropped", { index, position }),
              cancelled: t("adminProducts.upload.cancelled"),
            }}
            onReorder={(ids) => {
              setPictures(ids.map((url) => ({ id: url, url })));
            }}
            onRemove={(picture) => {
              setPictures((shown) => shown.filter((p) => p.id !== picture.id));
            }}
          />
        )}
      </div>
    </fieldset>
  );
}
