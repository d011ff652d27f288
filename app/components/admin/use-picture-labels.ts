import { useTranslation } from "#app/i18n/use-translation.ts";
import type { PictureDropZoneLabels } from "./picture-drop-zone.tsx";
import type { SortablePicturesLabels } from "./sortable-pictures.tsx";

/**
 * The drop zone's and the sortable pictures' words, the same in every admin form but for what
 * the list and each picture are called there.
 */
export function usePictureLabels(names: Pick<SortablePicturesLabels, "list" | "picture">): {
  dropZone: PictureDropZoneLabels;
  sortable: SortablePicturesLabels;
} {
  const { t } = useTranslation("admin");
  return {
    dropZone: {
      drop: t("attract.drop"),
      hint: t("attract.hint"),
      uploading: (name) => t("attract.uploading", { name }),
      failed: t("attract.uploadFailed"),
    },
    sortable: {
      ...names,
      move: (index) => t("attract.move", { index }),
      remove: (index) => t("attract.remove", { index }),
      instructions: t("attract.instructions"),
      picked: (index) => t("attract.picked", { index }),
      over: (index, position) => t("attract.over", { index, position }),
      dropped: (index, position) => t("attract.dropped", { index, position }),
      cancelled: t("attract.cancelled"),
    },
  };
}
