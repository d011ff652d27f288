import {
  isRouteErrorResponse,
  Links,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useMatches,
} from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { namespacesMetaName, type MessagesHandle } from "#app/i18n/namespaces.ts";
import { thrownFailure, useFailureMessage } from "#app/lib/failure-message.ts";
import { useShell } from "#app/lib/shell.ts";
import { shellData } from "#app/lib/shell.server.ts";
import type { Route } from "./+types/root";
// Linked by hand with a precedence, so React writes it at the top of the head, before the
// scripts' preloads: the first paint waits for it and nothing else.
import stylesheet from "./app.css?url";
import { CookieBanner } from "./components/layout/cookie-banner.tsx";
import { NavigationStatus } from "./components/layout/navigation-status.tsx";
import { PageHeadTags } from "./components/layout/page-head-tags.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { ToastProvider } from "./components/ui/toast-region.tsx";
import { FormattedTexts } from "./lib/formatted-texts.tsx";
import { ScrollRestoration } from "./lib/scroll-restoration.tsx";
import { SectionScrollBehavior } from "./lib/section-scroll.ts";
import { useLocale, useLocalizedPath } from "./lib/use-locale.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";

/** The site's shell: head defaults, who is signed in, the shop's details (shell.server.ts). */
export function loader({ url, context }: Route.LoaderArgs) {
  return shellData(context, url);
}

// The language changes only with a full page load and the shop details are static; only a
// form (sign-in, sign-out, profile) can change who is signed in.
export function shouldRevalidate({ formMethod }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined;
}

/**
 * Every page, error pages included, inside the shell. Its data is the root loader's, or a
 * refusal's where no loader ran (useShell).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const data = useShell();
  const locale = useLocale();
  const { t } = useTranslation();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={stylesheet} precedence="shell" />
        {data ? (
          <PageHeadTags origin={data.origin} site={data.siteHead} siteName={data.business.name} />
        ) : null}
        <meta name={namespacesMetaName} content={usePageNamespaces().join(",")} />
        {/* The .ico for what asks for no other; the SVG wins where it is understood. */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <Links />
      </head>
      <body className="bg-ivory font-sans text-ink antialiased">
        <ToastProvider>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-gold focus:px-4 focus:py-2 focus:text-ink"
          >
            {t("nav.skipToContent")}
          </a>
          <NavigationStatus />
          {data ? <SiteHeader business={data.business} user={data.user} /> : null}
          <main id="main" tabIndex={-1} className="focus:outline-none">
            {children}
          </main>
          {data ? <SiteFooter business={data.business} year={data.year} /> : null}
          <CookieBanner />
        </ToastProvider>
        {/* Before ScrollRestoration: it sets how that one's scroll on navigation moves. */}
        <SectionScrollBehavior />
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
        <FormattedTexts />
      </body>
    </html>
  );
}

/** The messages this page's routes declared (their `handle`), for the browser to preload. */
function usePageNamespaces(): string[] {
  const declared = useMatches().flatMap((match) => {
    const handle = match.handle as Partial<MessagesHandle> | undefined;
    return handle?.i18n ?? [];
  });
  return [...new Set(declared)];
}

export default function App() {
  return <Outlet />;
}

/**
 * The error page of every route. A failure (5xx) shows the request id, which is also on the
 * log line of the error (entry.server.tsx handleError), so a visitor's report finds it.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const requestId = useShell()?.requestId;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A request the client got wrong says what was wrong with it (a body that is not a form).
  const refusal = useFailureMessage(thrownFailure(error));
  const [title, text] =
    status === 404
      ? [t("errors.notFoundTitle"), t("errors.notFoundText")]
      : status === 403
        ? [t("errors.notAuthorizedTitle"), t("errors.notAuthorizedText")]
        : status === 405
          ? [t("errors.refusedTitle"), t("errors.methodNotAllowedText")]
          : refusal
            ? [t("errors.refusedTitle"), refusal]
            : [t("errors.genericTitle"), t("errors.genericText")];
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>{title}</title>
      <h1 className="font-serif text-4xl">{title}</h1>
      <p className="mt-4 text-lg">{text}</p>
      {status >= 500 && requestId ? (
        <p className="mt-4 text-sm text-ink/80">{t("errors.reference", { id: requestId })}</p>
      ) : null}
      {/* A full page load: whatever broke this page should not linger in the next one. */}
      <ButtonLink href={localized("/")} className="mt-8">
        {t("errors.back")}
      </ButtonLink>
    </section>
  );
}
