import { startTransition, useEffect, useId, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import {
  acceptAll,
  applyConsent,
  consentStorageKey,
  optionalCategories,
  parseConsent,
  parseGrants,
  rejectAll,
  saveConsent,
  subscribeToConsent,
  type Consent,
} from "#app/lib/cookie-consent.ts";
import { Button, type ButtonVariant } from "#app/components/ui/button.tsx";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { Link } from "react-router";

// The server cannot see local storage: it renders no banner, and the browser decides.
const ON_SERVER = "server";

/**
 * Shown until the visitor decides (docs/product.md §2, §4). The decision lives in local storage,
 * so the banner appears only after hydration; a stored decision is re-applied on load.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const stored = useStoredConsent();
  const [customizing, setCustomizing] = useState(false);
  const [choice, setChoice] = useState<Consent>(rejectAll);
  const titleId = useId();

  useEffect(() => {
    // Also what "Allow the map" granted before a decision: the map's functional cookies.
    const granted = parseGrants(window.localStorage.getItem(consentStorageKey));
    if (granted) applyConsent(granted);
  }, []);

  if (stored === ON_SERVER || parseConsent(stored)) return null;

  // Saving fires the consent event, which re-reads storage and hides the banner.
  const decide = (consent: Consent) => {
    saveConsent(window.localStorage, consent);
  };

  const choose = (consent: Consent) => () => {
    decide(consent);
  };
  const choices: { label: string; variant: ButtonVariant; onClick: () => void }[] = [
    customizing
      ? { label: t("cookies.save"), variant: "secondary", onClick: choose(choice) }
      : {
          label: t("cookies.customize"),
          variant: "secondary",
          onClick: () => {
            // The map allowed before (its own button) shows as functional switched on.
            setChoice(parseGrants(stored) ?? rejectAll);
            setCustomizing(true);
          },
        },
    { label: t("cookies.rejectAll"), variant: "secondary", onClick: choose(rejectAll) },
    { label: t("cookies.acceptAll"), variant: "primary", onClick: choose(acceptAll) },
  ];

  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-gold/40 bg-white p-4 text-ink shadow-2xl sm:inset-x-4 sm:bottom-4 sm:rounded-lg sm:border"
    >
      <div className="mx-auto max-w-4xl">
        <h2 id={titleId} className="font-serif text-xl">
          {customizing ? t("cookies.preferencesTitle") : t("cookies.title")}
        </h2>
        <p className="mt-1 text-sm">
          {t("cookies.text")}{" "}
          <Link to={localized("/privacy")} className="underline hover:text-gold-deep">
            {t("cookies.privacyLink")}
          </Link>
        </p>
        {customizing ? (
          <fieldset className="mt-3 space-y-3">
            <legend className="sr-only">{t("cookies.preferencesTitle")}</legend>
            <ConsentToggle
              name="necessary"
              label={t("cookies.necessary")}
              hint={t("cookies.necessaryHint")}
              checked
              disabled
            />
            {optionalCategories.map((category) => (
              <ConsentToggle
                key={category}
                name={category}
                label={t(`cookies.${category}`)}
                hint={t(`cookies.${category}Hint`)}
                checked={choice[category]}
                onChange={(checked) => {
                  setChoice((current) => ({ ...current, [category]: checked }));
                }}
              />
            ))}
          </fieldset>
        ) : null}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {choices.map((button) => (
            <Button key={button.label} variant={button.variant} size="sm" onClick={button.onClick}>
              {button.label}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}

/**
 * What local storage holds for the banner: ON_SERVER until the page has hydrated, then read,
 * and read again whenever a decision is saved (here, in another tab, or by "Allow the map").
 * Not useSyncExternalStore: its first browser value differs from the server's on every first
 * visit, and React then draws the banner synchronously inside hydration's effects, in one long
 * task (decision 34 has the figures). The first read is drawn as a transition instead, in a
 * task of its own; a saved decision still hides the banner at once.
 */
function useStoredConsent(): string | null {
  const [stored, setStored] = useState<string | null>(ON_SERVER);
  useEffect(() => {
    const read = () => window.localStorage.getItem(consentStorageKey);
    startTransition(() => {
      setStored(read());
    });
    return subscribeToConsent(() => {
      setStored(read());
    });
  }, []);
  return stored;
}

function ConsentToggle(props: {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange?.(event.target.checked)}
        className="mt-1 h-5 w-5 accent-ink"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink/80">
          {props.hint}
        </p>
      </div>
    </div>
  );
}
