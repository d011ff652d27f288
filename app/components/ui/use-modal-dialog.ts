import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from "react";

// What a keyboard user can Tab to; filtered further to what is rendered and not tabindex=-1.
const TABBABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]",
].join(",");

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.checkVisibility(),
  );
}

/** A press on the ::backdrop reaches the dialog itself, at a point outside its box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement> | PointerEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * The mechanics shared by Dialog and Drawer, on the native <dialog> and showModal(): the
 * browser moves focus in, makes the rest of the page inert and closes on Esc. This adds what
 * it leaves to us: a controlled `open`, closing on a backdrop click, Tab wrapping around inside
 * (the browser would let it leave for its own toolbar), and focus back on the opener (Chromium
 * does that itself; not every browser does).
 *
 * Nothing runs during render, so the server renders a closed <dialog> and hydration matches.
 * `onClose` must set `open` to false; it is called for Esc and the backdrop.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // What `open` last said, for the close event: false means we closed it ourselves.
  const wantedOpen = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    wantedOpen.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // A dialog can leave the page while open (Back closes a product opened over the grid):
  // no close event then, so focus goes back to the opener here.
  useEffect(
    () => () => {
      const target = opener.current;
      if (target?.isConnected) target.focus({ preventScroll: true });
    },
    [],
  );

  const dialogProps = {
    ref,
    "aria-labelledby": titleId,
    // Fires however the dialog closed. For Esc the browser closes it on its own (a page may
    // not always cancel that), so this is where the parent hears of it.
    onClose: () => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus({ preventScroll: true });
      if (wantedOpen.current) onClose();
    },
    // Both ends of the click on the backdrop: a text selection dragged out of the dialog
    // must not close it.
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      pressedBackdrop.current = onBackdrop(event);
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (pressedBackdrop.current && onBackdrop(event)) onClose();
      pressedBackdrop.current = false;
    },
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key !== "Tab") return;
      const items = tabbables(event.currentTarget);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const atEdge = event.shiftKey
        ? active === first || active === event.currentTarget
        : active === last;
      if (!atEdge) return;
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    },
  };

  return { dialogProps, titleId };
}
