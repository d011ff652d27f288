import { forwardRef } from "react";

/**
 * The message above a form's button (SPEC.md §8: failures are shown above the button).
 * Errors are announced at once; successes politely. It takes focus after a submission, so
 * keyboard and screen-reader users land on the answer.
 */
export const FormStatus = forwardRef<
  HTMLParagraphElement,
  { message: string | null; tone: "error" | "success" }
>(function FormStatus({ message, tone }, ref) {
  if (!message) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded border px-3 py-2 text-sm ${
        tone === "error"
          ? "border-red-700/40 bg-red-50 text-red-800"
          : "border-emerald-700/40 bg-emerald-50 text-emerald-900"
      }`}
    >
      {message}
    </p>
  );
});
