import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

export interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Esc, the backdrop and the close button; must set `open` to false. */
  onClose: () => void;
  title: string;
  /** The question, e.g. "Are you sure you want to delete this order?". */
  message: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** While the confirmed action runs: the confirm button is disabled and says so. */
  pending?: boolean | undefined;
  /** Why the action failed, shown in the dialog so the choice can be made again. */
  error?: string | null | undefined;
}

/**
 * A question before something that cannot be undone, in the kit's modal dialog instead of the
 * browser's window.confirm (which cannot be styled, translated or announced as the page's own).
 * Focus starts on Cancel, so Enter pressed by habit does not confirm.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title={props.title}>
      <p>{props.message}</p>
      <Alert tone="error" className="mt-4">
        {props.error}
      </Alert>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" size="sm" autoFocus onClick={props.onClose}>
          {props.cancelLabel}
        </Button>
        <Button
          size="sm"
          pending={props.pending}
          pendingLabel={props.pendingLabel}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
