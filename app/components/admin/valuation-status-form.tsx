import { useId, useLayoutEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { valuationStatuses, type ValuationStatus } from "#common/valuations.ts";
import type { ValuationStatusAnswer } from "#server/valuations/valuations.service.ts";
import { useFailureMessage } from "#app/lib/failure-message.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";

/**
 * One request's status, saved as soon as it is chosen (a fetcher post to the tab's action):
 * the select is disabled while saving, and a refusal says so under it, the select back at
 * the stored status. Without JavaScript the same form posts with its Save button and the
 * page answers (`pageAnswer`).
 */
export function ValuationStatusForm(props: {
  id: string;
  name: string;
  status: ValuationStatus;
  /** The page action's answer after a JavaScript-less post, whichever row it was for. */
  pageAnswer: ValuationStatusAnswer | undefined;
}) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<ValuationStatusAnswer>({ key: `valuation-status-${props.id}` });
  const formRef = useRef<HTMLFormElement>(null);
  const refocus = useRef(false);
  const messageId = useId();
  const saving = fetcher.state !== "idle";
  const chosen = fetcher.formData?.get("status");
  const pageAnswer =
    props.pageAnswer && !props.pageAnswer.ok && props.pageAnswer.values.id === props.id
      ? props.pageAnswer
      : undefined;
  // The answer is shown once the save is over, in the same commit that puts the stored status
  // back and enables the select: the fetcher holds the answer while the page's data reloads
  // after it ("loading", the choice still in formData), and the previous answer while a new
  // choice is saved; neither is the answer to what the select shows then.
  const answer = saving ? undefined : (fetcher.data ?? pageAnswer);
  const failure = useFailureMessage(answer && !answer.ok ? answer : undefined, {
    invalid: t("valuationRequests.saveFailed"),
    "not-found": t("valuationRequests.notFound"),
    failed: t("valuationRequests.saveFailed"),
  });

  // A disabled select loses the keyboard's focus; it gets it back once the save is over, in
  // the same commit that enables it again (a passive effect would leave a frame without focus).
  useLayoutEffect(() => {
    if (saving || !refocus.current) return;
    refocus.current = false;
    const select = formRef.current?.elements.namedItem("status");
    if (select instanceof HTMLSelectElement) select.focus();
  }, [saving]);

  return (
    <fetcher.Form ref={formRef} method="post" className="min-w-40">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={props.id} />
      <SelectField
        name="status"
        label={t("valuationRequests.statusOf", { name: props.name })}
        hideLabel
        value={typeof chosen === "string" ? chosen : props.status}
        disabled={saving}
        describedBy={messageId}
        onChange={(event) => {
          refocus.current = document.activeElement === event.currentTarget;
          // Rendered at once, not as a transition: the select is disabled and shows the choice
          // even when the answer is quick, and a refusal then puts the stored status back.
          void fetcher.submit(event.currentTarget.form, { flushSync: true });
        }}
        options={valuationStatuses.map((value) => ({
          value,
          label: t(`valuationRequests.statuses.${value}`),
        }))}
      />
      <noscript>
        <Button type="submit" variant="secondary" size="sm" className="mt-2">
          {t("valuationRequests.save")}
        </Button>
      </noscript>
      <div id={messageId} className="mt-1 text-sm">
        {failure ? (
          <Alert tone="error">{failure}</Alert>
        ) : (
          <span role="status" className="text-ink/75">
            {saving
              ? t("valuationRequests.saving")
              : answer?.ok
                ? t("valuationRequests.saved")
                : null}
          </span>
        )}
      </div>
    </fetcher.Form>
  );
}
