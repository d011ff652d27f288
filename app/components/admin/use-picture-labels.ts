import { useTranslation } from "#app/i18n/use-translation.ts";
import type { PictureDropZoneLabels } from "./picture-drop-zone.tsx";
import type { SortablePicturesLabels } from "./sortable-pictures.tsx";

/** What a tab says in its own words about its pictures; the rest is the same everywhere. */
export interface OwnPictureLabels {
  /** docs/product.md §8: the upload's failure message of this kind of picture. */
  failed: string;
  list: string;
  picture: (index: number, count: number) => string;
  remove: (index: number) => string;
}

/**
 * The drop zone's and the sortable list's labels in the page's language: the shared
 * `pictures.*` strings (dropping, moving and their announcements) with the tab's own.
 */
export function usePictureLabels(own: OwnPictureLabels): {
  dropZone: PictureDropZoneLabels;
  sortable: SortablePicturesLabels;
} {
  const { t } = useTranslation("admin");
  return {
    dropZone: {
      drop: t("pictures.drop"),
      hint: t("pictures.hint"),
      uploading: (name) => t("pictures.uploading", { name }),
      failed: own.failed,
    },
    sortable: {
      list: own.list,
      picture: own.picture,
      move: (index) => t("pictures.move", { index }),
      remove: own.remove,
      instructions: t("pictures.instructions"),
      picked: (index) => t("pictures.picked", { index }),
      over: (index, position) => t("pictures.over", { index, position }),
      dropped: (index, position) => t("pictures.dropped", { index, position }),
      cancelled: t("pictures.cancelled"),
    },
  };
}
