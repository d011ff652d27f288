import { DialogTitleBar, type DialogProps } from "./dialog.tsx";
import { useModalDialog } from "./use-modal-dialog.ts";

export interface DrawerProps extends DialogProps {
  /** light (white) for content such as the cart; dark (ink) to continue the header. */
  tone?: "light" | "dark" | undefined;
}

const tones = {
  light: "bg-white text-ink",
  dark: "bg-ink text-white",
} as const;

/**
 * A modal panel along the right edge, full height, for the mobile menu and the cart. Same
 * mechanics as Dialog (use-modal-dialog.ts); only the frame differs. On a phone it leaves a
 * 3rem strip of backdrop showing, so it reads as a layer over the page and a tap beside it
 * closes it.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  id,
  closeLabel,
  tone = "light",
}: DrawerProps) {
  const { dialogProps, titleId } = useModalDialog(open, onClose);
  return (
    <dialog
      {...dialogProps}
      id={id}
      // The browser centres a modal dialog and caps its size; this pins it to the right edge
      // at full height instead.
      className={`my-0 ml-auto mr-0 h-dvh max-h-none w-[calc(100%-3rem)] max-w-md shadow-2xl backdrop:bg-ink/60 ${tones[tone]}`}
    >
      <div className="flex h-full flex-col">
        <div
          className={`border-b px-4 py-3 ${tone === "dark" ? "border-white/10" : "border-ink/10"}`}
        >
          <DialogTitleBar
            titleId={titleId}
            title={title}
            closeLabel={closeLabel}
            onClose={onClose}
            tone={tone}
          />
        </div>
        {/* Scrolls on its own, so the title and the close button stay in view. */}
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
      </div>
    </dialog>
  );
}
