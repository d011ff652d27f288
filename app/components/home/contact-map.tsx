import { useSyncExternalStore } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import {
  allowFunctional,
  consentStorageKey,
  parseGrants,
  subscribeToConsent,
} from "#app/lib/cookie-consent.ts";
import { Button } from "#app/components/ui/button.tsx";

const frame = "h-72 w-full rounded-lg";

/**
 * The embedded map, which the map's host sees load: only once the visitor allows functional
 * cookies (the banner, or the button here), and gone again if they withdraw it (a later
 * "Reject All" on the banner included). Until then a placeholder of the same size says why
 * and asks. The server cannot read the choice (local storage), so it renders the placeholder
 * and the browser decides after hydration.
 */
export function ContactMap({ url }: { url: string }) {
  const { t } = useTranslation("home");
  const stored = useSyncExternalStore(
    subscribeToConsent,
    () => window.localStorage.getItem(consentStorageKey),
    () => null,
  );
  if (parseGrants(stored)?.functional) {
    return (
      <iframe
        title={t("contact.mapTitle")}
        src={url}
        loading="lazy"
        referrerPolicy="no-referrer"
        className={`${frame} border-0 shadow-sm`}
      />
    );
  }
  // Functional consent only: the visitor's other choices stay, and before any decision the
  // banner still asks for one.
  const allow = () => {
    allowFunctional(window.localStorage);
  };
  return (
    <div
      className={`${frame} flex flex-col items-center justify-center gap-4 border border-dashed border-ink/30 bg-white p-6 text-center`}
    >
      <p className="max-w-md text-sm">{t("contact.mapConsent")}</p>
      <Button variant="secondary" size="sm" onClick={allow}>
        {t("contact.mapAllow")}
      </Button>
    </div>
  );
}
