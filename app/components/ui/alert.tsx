import { forwardRef, type ReactNode } from "react";

export type AlertTone = "error" | "success" | "info";

const tones: Record<AlertTone, string> = {
  error: "border-red-700/40 bg-red-50 text-red-800",
  success: "border-emerald-700/40 bg-emerald-50 text-emerald-900",
  info: "border-sky-700/40 bg-sky-50 text-sky-900",
};

export interface AlertProps {
  tone: AlertTone;
  /** The message; nothing at all is rendered without one, so a form can always mount it. */
  children?: ReactNode;
  /** Layout only (margins). */
  className?: string | undefined;
  /** For a page to point at the message, e.g. a field's aria-describedby. */
  id?: string | undefined;
}

/**
 * A one-message notice, e.g. above a form's button (docs/product.md §8). Errors are announced at
 * once (role="alert"), successes and information politely (role="status"). It can take focus
 * (tabIndex -1) so a form moves keyboard and screen-reader users to the answer after a
 * submission; the ref is forwarded for that. Same markup as account/form-status.tsx, which it
 * is meant to replace: `<FormStatus message={m} tone={t} ref={r} />` becomes
 * `<Alert tone={t} ref={r}>{m}</Alert>`.
 */
export const Alert = forwardRef<HTMLParagraphElement, AlertProps>(function Alert(
  { tone, children, className, id },
  ref,
) {
  if (children === null || children === undefined || children === false || children === "") {
    return null;
  }
  return (
    <p
      ref={ref}
      id={id}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded border px-3 py-2 text-sm ${tones[tone]}${className ? ` ${className}` : ""}`}
    >
      {children}
    </p>
  );
});
