import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { Button } from "./button.tsx";
import { Icon } from "./icon.tsx";
import { useModalDialog } from "./use-modal-dialog.ts";

export interface DialogProps {
  open: boolean;
  /** Called for the close button, Esc and a click on the backdrop; must set `open` to false. */
  onClose: () => void;
  /** Shown as the dialog's heading and read as its name. */
  title: string;
  children: ReactNode;
  /** For a toggle's aria-controls. */
  id?: string | undefined;
  /** The close button's name; "Close" in the page's language unless told (e.g. "Close menu"). */
  closeLabel?: string | undefined;
  /** md for a form or a message; wide for a product with its pictures. */
  size?: "md" | "wide" | undefined;
}

const widths = { md: "max-w-lg", wide: "max-w-5xl" } as const;

/**
 * A modal dialog in the middle of the screen (see use-modal-dialog.ts for what it does with
 * focus, Esc and the backdrop). Its content stays mounted while closed: the closed <dialog>
 * is not displayed, and a form inside keeps what was typed if it is opened again.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  id,
  closeLabel,
  size = "md",
}: DialogProps) {
  const { dialogProps, titleId } = useModalDialog(open, onClose);
  return (
    <dialog
      {...dialogProps}
      id={id}
      // Tailwind's reset takes the browser's margin: auto away; m-auto centres it again.
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${widths[size]} overflow-y-auto rounded-lg bg-white p-6 text-ink shadow-xl backdrop:bg-ink/60`}
    >
      <DialogTitleBar
        titleId={titleId}
        title={title}
        closeLabel={closeLabel}
        onClose={onClose}
        tone="light"
      />
      <div className="mt-4">{children}</div>
    </dialog>
  );
}

/**
 * The title the dialog is labelled by, and a visible close button beside it, so closing never
 * depends on knowing about Esc. Shared with Drawer.
 */
export function DialogTitleBar(props: {
  titleId: string;
  title: string;
  closeLabel: string | undefined;
  onClose: () => void;
  tone: "light" | "dark";
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-4">
      <h2 id={props.titleId} className="font-serif text-2xl">
        {props.title}
      </h2>
      <Button
        variant={props.tone === "dark" ? "ghost-light" : "ghost"}
        size="icon"
        aria-label={props.closeLabel ?? t("ui.close")}
        onClick={props.onClose}
      >
        <Icon path="M6 6l12 12M18 6L6 18" />
      </Button>
    </div>
  );
}
