import { useRouteLoaderData } from "react-router";
import { LegalPage, legalPageHandle, type SectionKey } from "#app/components/legal/legal-page.tsx";
import { useLocale } from "#app/lib/use-locale.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { formatEuros } from "#common/format.ts";
import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/terms";

/** The day these terms last changed: update it with every change of their texts. */
const lastUpdated = "2026-11-23";

const sections = [
  "terms.sections.seller",
  "terms.sections.prices",
  "terms.sections.order",
  "terms.sections.payment",
  "terms.sections.delivery",
  "terms.sections.withdrawal",
  "terms.sections.guarantee",
  "terms.sections.complaints",
  "terms.sections.law",
] as const satisfies readonly SectionKey[];

export const handle = legalPageHandle;

/** The delivery fee and its threshold are configuration (DELIVERY_FEE_EUR, FREE_DELIVERY_FROM_EUR). */
export function loader({ url, context }: Route.LoaderArgs) {
  return {
    delivery: context.get(requestContext).services.checkout.delivery(),
    head: pageHead(url, "terms"),
  };
}

// Configuration only: nothing a form sends changes it.
export function shouldRevalidate() {
  return false;
}

/** The terms of sale of the online shop under Belgian and EU consumer law. */
export default function Terms({ loaderData: { delivery } }: Route.ComponentProps) {
  const locale = useLocale();
  const business = useRouteLoaderData<typeof rootLoader>("root")?.business;
  if (!business) return null;
  const fee = formatEuros(delivery.feeCents, locale);
  const freeFrom = formatEuros(delivery.freeFromCents, locale);
  return (
    <LegalPage
      document="terms"
      updated={lastUpdated}
      sections={sections}
      withDetails={["terms.sections.seller"]}
      vars={{ name: business.name, fee, freeFrom }}
      business={business}
    />
  );
}
