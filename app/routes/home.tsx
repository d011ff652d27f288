import { useTranslation } from "react-i18next";
import { data, useRouteLoaderData } from "react-router";
import { appContext } from "#server/app-context.ts";
import {
  retryAfterMinutes,
  submitValuationFromRequest,
} from "#server/valuations/valuation.http.ts";
import type { ValuationFieldErrors } from "#server/valuations/valuation.schema.ts";
import { ContactSection } from "../components/home/contact-section.tsx";
import { HeroSection } from "../components/home/hero-section.tsx";
import { localeFromPath } from "../i18n/locales.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  return { mapEmbedUrl: context.get(appContext).config.mapEmbedUrl };
}

// The loader serves configuration only; a sent contact form changes nothing it shows.
export function shouldRevalidate() {
  return false;
}

export type ContactFormValues = Record<"name" | "email" | "phone" | "message", string>;

export type ContactActionData =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: ValuationFieldErrors; values: ContactFormValues }
  | { status: "rate-limited"; minutes: number; values: ContactFormValues }
  | { status: "failed"; values: ContactFormValues };

/** The contact form without JavaScript posts here; with JavaScript, a fetcher does. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: ContactFormValues = {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    message: text("message"),
  };
  // `url`, not request.url: a fetcher posts to "/fr.data", which names no language.
  const locale = localeFromPath(url.pathname);
  const result = await submitValuationFromRequest(context.get(appContext), values, locale);
  if (result.ok) return data<ContactActionData>({ status: "sent" });
  switch (result.reason) {
    case "invalid":
      return data<ContactActionData>(
        { status: "invalid", fieldErrors: result.fieldErrors, values },
        { status: 400 },
      );
    case "rate-limited":
      return data<ContactActionData>(
        { status: "rate-limited", minutes: retryAfterMinutes(result.retryAfterSeconds), values },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    case "failed":
      return data<ContactActionData>({ status: "failed", values }, { status: 500 });
  }
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  return (
    <>
      <title>{`${root.business.name} – ${t("meta.title")}`}</title>
      <HeroSection business={root.business} />
      <ContactSection
        business={root.business}
        mapEmbedUrl={loaderData.mapEmbedUrl}
        serverResult={actionData}
      />
    </>
  );
}
