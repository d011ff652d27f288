import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { catalogBackend, loadClientCatalogs, servedNamespaces } from "./i18n/catalogs.client.ts";
import { createI18n } from "./i18n/i18n.ts";
import { localeFromPath } from "#common/locales.ts";

const locale = localeFromPath(window.location.pathname);
const catalogs = await loadClientCatalogs(locale, servedNamespaces());
const i18n = createI18n(locale, catalogs, catalogBackend);

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});
