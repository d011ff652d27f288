import { useState } from "react";
import { FieldGroup } from "#app/components/ui/field-group.tsx";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { PictureDropZone } from "./picture-drop-zone.tsx";
import { SortablePictures, type SortablePicture } from "./sortable-pictures.tsx";
import { usePictureLabels } from "./use-picture-labels.ts";

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
  const labels = usePictureLabels({
    failed: t("adminProducts.upload.failed"),
    list: t("adminProducts.upload.list"),
    picture: (index, count) => t("adminProducts.upload.picture", { index, count }),
    remove: (index) => t("adminProducts.upload.remove", { index }),
  });
  const [pictures, setPictures] = useState<SortablePicture[]>(() =>
    props.images.map((url) => ({ id: url, url })),
  );
  return (
    <FieldGroup
      name="images"
      legend={t("adminProducts.form.pictures")}
      hint={t("adminProducts.form.picturesHint")}
      error={props.error}
    >
      <input type="hidden" name="images" value={pictures.map((p) => p.url).join(" ")} />
      <div className="mt-3">
        <PictureDropZone
          disabled={props.disabled}
          labels={labels.dropZone}
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
            labels={labels.sortable}
            onReorder={(ids) => {
              setPictures(ids.map((url) => ({ id: url, url })));
            }}
            onRemove={(picture) => {
              setPictures((shown) => shown.filter((p) => p.id !== picture.id));
            }}
          />
        )}
      </div>
    </FieldGroup>
  );
}
