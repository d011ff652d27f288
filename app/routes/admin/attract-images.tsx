import { useState } from "react";
import { useFetcher, useOutletContext } from "react-router";
import { requestContext } from "#server/http/request-context.ts";
import type { AttractImageAnswer } from "#server/attract/attract-images.service.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { tabAction, tabListing } from "#app/lib/admin-tab.server.ts";
import { ActionFailure, TabFailure } from "#app/components/admin/tab-listing.tsx";
import { useFailureMessage } from "#app/lib/failure-message.ts";
import { PictureDropZone } from "#app/components/admin/picture-drop-zone.tsx";
import { usePictureLabels } from "#app/components/admin/use-picture-labels.ts";
import {
  SortablePictures,
  type SortablePicture,
} from "#app/components/admin/sortable-pictures.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Card } from "#app/components/ui/card.tsx";
import type { AdminOutletContext } from "./layout.tsx";
import type { Route } from "./+types/attract-images";

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return tabListing(ctx, () => ctx.services.attractImages.list());
}

/** add (urls of uploaded pictures), reorder (ids in their new order) or delete (id). */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const pictures = ctx.services.attractImages;
  return tabAction(ctx, request, {
    add: (values, actor) => pictures.add(values, actor),
    reorder: (values, actor) => pictures.reorder(values, actor),
    delete: (values, actor) => pictures.remove(values, actor),
  });
}

const none: never[] = [];

export default function AttractImages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  const fetcher = useFetcher<AttractImageAnswer>();
  const listed = loaderData.listing?.pictures ?? none;
  const labels = usePictureLabels({
    failed: t("attract.uploadFailed"),
    list: t("attract.list"),
    picture: (index, count) => t("attract.picture", { index, count }),
    remove: (index) => t("attract.remove", { index }),
  });
  // Shown at once in the order dropped; the server's order comes back with the next load.
  const [shown, setShown] = useState<{ from: SortablePicture[]; order: SortablePicture[] }>({
    from: listed,
    order: listed,
  });
  if (shown.from !== listed) {
    setShown({ from: listed, order: listed });
  }
  const saving = fetcher.state !== "idle";
  // "stale" says so by default (common/failures.ts).
  const failure = useFailureMessage(fetcher.data && !fetcher.data.ok ? fetcher.data : null, {
    invalid: t("attract.errors.invalid"),
    "not-found": t("attract.errors.not-found"),
    failed: t("attract.errors.failed"),
  });
  const submit = (values: Record<string, string>) => {
    void fetcher.submit(values, { method: "post" });
  };

  return (
    <Card padding="lg" className="mt-8">
      <h2 className="font-serif text-2xl">{label}</h2>
      <ActionFailure answer={actionData} />
      <p className="mt-2 text-ink/80">{t("attract.intro")}</p>
      <TabFailure section="attract" failure={loaderData.failure} reference={loaderData.reference} />
      <div className="mt-6">
        <PictureDropZone
          disabled={saving}
          labels={labels.dropZone}
          onUploaded={(urls) => {
            submit({ intent: "add", urls: urls.join(" ") });
          }}
        />
      </div>
      <Alert tone="error" className="mt-4">
        {failure}
      </Alert>
      <div className="mt-6">
        {shown.order.length === 0 ? (
          <p className="text-ink/80">{t("attract.empty")}</p>
        ) : (
          <SortablePictures
            id="attract-images"
            pictures={shown.order}
            disabled={saving}
            labels={labels.sortable}
            onReorder={(ids) => {
              const byId = new Map(shown.order.map((picture) => [picture.id, picture]));
              setShown({
                from: shown.from,
                order: ids.flatMap((id) => byId.get(id) ?? []),
              });
              submit({ intent: "reorder", order: ids.join(" ") });
            }}
            onRemove={(picture) => {
              submit({ intent: "delete", id: picture.id });
            }}
          />
        )}
      </div>
    </Card>
  );
}
