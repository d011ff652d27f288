import { useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";

/**
 * docs/product.md §2's "Loading..." while the session is resolved: with server rendering the server
 * resolves it in the page's loader, so the browser shows this while a page (a guarded one
 * included) is loading. It appears only after a short delay (CSS), so fast pages never flash.
 */
export function NavigationStatus() {
  const { t } = useTranslation();
  const loading = useNavigation().state === "loading";
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
    >
      {loading ? (
        <p className="navigation-status mx-auto w-max rounded-b bg-gold px-4 py-1 text-sm font-semibold text-ink shadow">
          {t("nav.loading")}
        </p>
      ) : null}
    </div>
  );
}
