import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { Button } from "./button.tsx";
import { Icon } from "./icon.tsx";

export type ToastTone = "info" | "success" | "error";

export interface ToastApi {
  /**
   * Shows a short message for about five seconds and has screen readers read it politely.
   * For a form's error the visitor must act on, use an Alert beside the form instead: a toast
   * goes away by itself. Inside an open Dialog or Drawer, show feedback in the dialog too: the
   * page behind a modal, this region included, is inert, so a toast is dimmed and not read.
   */
  show: (message: string, options?: { tone?: ToastTone }) => void;
}

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

const VISIBLE_MS = 5000;
// How long a toast stays once the pointer or focus has left it.
const LINGER_MS = 1500;
// More would cover the page; the oldest make room.
const MAX_TOASTS = 3;

const tones: Record<ToastTone, string> = {
  info: "border-ink/20",
  success: "border-emerald-700",
  error: "border-red-700",
};

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts for everything inside; mounted once, around the page in app/root.tsx. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  // One stable object, so components that only show toasts never re-render because of them.
  const api = useMemo<ToastApi>(
    () => ({
      show: (message, options) => {
        nextId.current += 1;
        const toast = { id: nextId.current, message, tone: options?.tone ?? "info" };
        setToasts((current) => [...current, toast].slice(-MAX_TOASTS));
      },
    }),
    [],
  );

  return (
    <ToastContext value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}

/** The toast API of the surrounding ToastProvider. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> around it (see app/root.tsx).");
  return api;
}

/**
 * The live region is rendered (empty) from the first server response on: screen readers only
 * announce what is added to a region that already existed. aria-atomic="false" overrides
 * role="status"'s default, so a new toast is read alone, not with those already shown.
 */
function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  return (
    <div
      id="toast-region"
      role="status"
      aria-live="polite"
      aria-atomic="false"
      // Above the cookie banner (z-50); the empty strip between toasts lets clicks through.
      className="pointer-events-none fixed bottom-4 right-4 z-60 flex w-[calc(100%-2rem)] max-w-sm flex-col items-stretch gap-2"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);

  // Nobody loses a toast mid-read: while the pointer or focus is on the stack, the toast
  // stays, and goes a moment after they leave. Asking the DOM (:hover, :focus-within) when
  // time is up, rather than tracking enter/leave events, cannot go stale when a focused
  // dismiss button disappears without a blur.
  useEffect(() => {
    let timer = 0;
    const wait = (ms: number) => {
      timer = window.setTimeout(() => {
        if (ref.current?.parentElement?.matches(":hover, :focus-within")) wait(LINGER_MS);
        else onDismiss(toast.id);
      }, ms);
    };
    wait(VISIBLE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [toast.id, onDismiss]);

  const dismiss = () => {
    // Keep a keyboard user in the stack rather than dropping focus on <body>.
    const item = ref.current;
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
    if (item?.contains(document.activeElement)) neighbour?.querySelector("button")?.focus();
    onDismiss(toast.id);
  };

  return (
    <div
      ref={ref}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 bg-white p-4 text-ink shadow-lg ${tones[toast.tone]}`}
    >
      <p className="flex-1 self-center text-sm">{toast.message}</p>
      {/* After the message, so a screen reader reads the message first. */}
      <Button
        variant="ghost"
        size="icon"
        className="-my-2 -mr-2"
        aria-label={t("ui.dismissNotification")}
        onClick={dismiss}
      >
        <Icon path="M6 6l12 12M18 6L6 18" />
      </Button>
    </div>
  );
}
