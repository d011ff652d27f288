import { useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { appContext } from "#server/app-context.ts";
import { business } from "#server/business.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { CookieBanner } from "./components/layout/cookie-banner.tsx";
import { LanguageAlternates } from "./components/layout/language-alternates.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { useLocale, useLocalizedPath } from "./lib/use-locale.ts";

export function loader({ url, context }: Route.LoaderArgs) {
  const { nonce } = context.get(appContext);
  return { nonce, origin: url.origin, business };
}

// The language changes only with a full page load, and the shop details are static.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = useLocale();
  const { t } = useTranslation();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={t("meta.description")} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data ? <LanguageAlternates origin={data.origin} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="bg-ivory font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-gold focus:px-4 focus:py-2 focus:text-ink"
        >
          {t("nav.skipToContent")}
        </a>
        {data ? <SiteHeader business={data.business} /> : null}
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        {data ? <SiteFooter business={data.business} /> : null}
        <CookieBanner />
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t("errors.notFoundTitle") : t("errors.genericTitle");
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>{title}</title>
      <h1 className="font-serif text-4xl">{title}</h1>
      <p className="mt-4 text-lg">
        {notFound ? t("errors.notFoundText") : t("errors.genericText")}
      </p>
      <a href={localized("/")} className="mt-8 inline-block rounded bg-ink px-6 py-3 text-white">
        {t("errors.back")}
      </a>
    </section>
  );
}
