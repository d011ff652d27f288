import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import type { FormAnswer } from "#common/result.ts";

/** A row a tab can delete: its id and the dialog's title naming it. */
export interface DeletableRow {
  id: string;
  title: string;
}

/**
 * Which row's Delete was pressed, and where focus goes once it is gone: the Delete button that
 * opened the dialog leaves with its row, so focus moves to the table or list (`tableRef`). `dialog` is
 * what DeleteRowDialog needs of it, the row named by `title`.
 */
export function useRowDeletion<T extends { id: string }, E extends HTMLElement = HTMLTableElement>(
  title: (row: T) => string,
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const tableRef = useRef<E>(null);
  const onClose = useCallback(() => {
    setDeleting(null);
  }, []);
  const onDeleted = useCallback(() => {
    setDeleting(null);
    tableRef.current?.focus();
  }, []);
  const row = deleting && { id: deleting.id, title: title(deleting) };
  return { ask: setDeleting, tableRef, dialog: { row, onClose, onDeleted } };
}

/**
 * "Are you sure you want to delete this …?" before the tab's action deletes a row (intent
 * "delete", the row's id sent as `idField`). It closes once the row is gone (the list is read
 * again) and calls `onDeleted`; a failure ("Failed to delete …") is said inside it, so the
 * admin can try again or cancel.
 */
export function DeleteRowDialog(props: {
  /** The tab's strings, which name the question, buttons and failure alike. */
  section: "adminOrders" | "adminProducts" | "adminEditions";
  idField: string;
  row: DeletableRow | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("admin");
  const { row, idField, onDeleted, section } = props;
  const fetcher = useFetcher<FormAnswer<Record<string, unknown>>>({ key: `delete-${section}` });
  const deleting = fetcher.state !== "idle";
  const answer = deleting ? undefined : fetcher.data;
  // Which row the last answer is about: another row's earlier failure is not this one's.
  const answerFor = answer ? (answer.ok ? answer[idField] : answer.values[idField]) : null;
  const answered = answer !== undefined && row !== null && answerFor === row.id;
  const done = answered && answer.ok;

  useEffect(() => {
    if (done) onDeleted();
  }, [done, onDeleted]);

  return (
    <ConfirmDialog
      open={row !== null}
      onClose={props.onClose}
      title={row?.title ?? ""}
      message={t(`${section}.confirmDelete`)}
      confirmLabel={t(`${section}.delete`)}
      pendingLabel={t(`${section}.deleting`)}
      cancelLabel={t(`${section}.cancel`)}
      pending={deleting}
      error={answered && !answer.ok ? t(`${section}.deleteFailed`) : null}
      onConfirm={() => {
        if (!row) return;
        void fetcher.submit({ intent: "delete", [idField]: row.id }, { method: "post" });
      }}
    />
  );
}
