import { useRouteLoaderData } from "react-router";
import { LegalPage, legalPageHandle, type SectionKey } from "#app/components/legal/legal-page.tsx";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/privacy";

/** The day this notice last changed: update it with every change of its texts. */
const lastUpdated = "2026-11-28";

const sections = [
  "privacy.sections.controller",
  "privacy.sections.data",
  "privacy.sections.cookies",
  "privacy.sections.bases",
  "privacy.sections.retention",
  "privacy.sections.recipients",
  "privacy.sections.rights",
  "privacy.sections.contact",
] as const satisfies readonly SectionKey[];

export const handle = legalPageHandle;

export function loader({ url }: Route.LoaderArgs) {
  return { head: pageHead(url, "privacy") };
}

/** The GDPR privacy notice; the shop's details come from the root loader (server/business.ts). */
export default function Privacy() {
  const business = useRouteLoaderData<typeof rootLoader>("root")?.business;
  if (!business) return null;
  return (
    <LegalPage
      document="privacy"
      updated={lastUpdated}
      sections={sections}
      withDetails={["privacy.sections.controller", "privacy.sections.contact"]}
      vars={{ name: business.name }}
      business={business}
    />
  );
}
