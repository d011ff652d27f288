import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { fetchMessages, servedNamespaces } from "./i18n/messages.client.ts";
import { createI18n } from "./i18n/i18n.ts";
import { I18nContext } from "./i18n/use-translation.ts";
import { localeFromPath } from "#common/locales.ts";
import { takeFormattedTexts } from "./lib/formatted-texts.tsx";

const i18n = createI18n(localeFromPath(window.location.pathname), {}, fetchMessages);
// The served page's messages before hydration, so the first render matches the server's HTML.
await Promise.all(servedNamespaces().map((namespace) => i18n.load(namespace)));

// Prices and dates as the server wrote them: hydration builds no Intl formatter for them.
takeFormattedTexts();

// The page has been painted before this module was even asked for (scripts after the first
// paint, app/lib/scripts-after-paint.server.ts), so hydration starts at once.
startTransition(() => {
  hydrateRoot(
    document,
    <I18nContext value={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nContext>,
  );
});
