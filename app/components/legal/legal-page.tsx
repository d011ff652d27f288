import { useTranslation } from "#app/i18n/use-translation.ts";
import type { LegalMessages } from "#app/i18n/legal/en.ts";
import type { Vars } from "#app/i18n/keys.ts";
import { BusinessAddress } from "#app/components/ui/business-address.tsx";
import { PageShell } from "#app/components/ui/page-shell.tsx";
import { useLocale } from "#app/lib/use-locale.ts";
import { formatDate } from "#common/format.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import type { SharedPageHandle } from "#app/lib/shared-page.ts";
import type { Business } from "#server/business.ts";
import { LegalText } from "./legal-text.tsx";

type LegalTexts = LegalMessages["legal"];
export type LegalDocument = "privacy" | "terms";
/** A section of a document, as its message key ("terms.sections.payment"), so t() checks it. */
export type SectionKey = {
  [D in LegalDocument]: `${D}.sections.${keyof LegalTexts[D]["sections"] & string}`;
}[LegalDocument];

/**
 * Both legal pages' route `handle`: their own messages, and the same text for everyone (kept
 * per address by the page cache).
 */
export const legalPageHandle: MessagesHandle & SharedPageHandle = {
  i18n: ["legal"],
  sharedPage: true,
};

/**
 * The privacy notice or the terms of sale: one h1, the date of the text, the contents, then
 * an h2 per section, in a column narrow enough to read (max-w-prose).
 */
export function LegalPage(props: {
  document: LegalDocument;
  /** ISO date of the text's last change, shown at the top. */
  updated: string;
  sections: readonly SectionKey[];
  /** The sections the shop's details follow (who we are, how to reach us). */
  withDetails: readonly SectionKey[];
  /** Values for the texts' placeholders ({{name}}, {{fee}}, …). */
  vars: Vars;
  business: Business;
}) {
  const { t } = useTranslation("legal");
  const locale = useLocale();
  const sections = props.sections.map((key) => ({
    key,
    id: key.slice(key.lastIndexOf(".") + 1),
    title: t(`legal.${key}.title`),
  }));
  return (
    <PageShell title={t(`legal.${props.document}.title`)}>
      <p className="mt-2 text-sm text-ink/75">
        {t("legal.updated", { date: formatDate(props.updated, locale) })}
      </p>
      <div className="max-w-prose leading-relaxed">
        <p className="mt-6 text-lg">{t(`legal.${props.document}.intro`)}</p>
        <nav aria-labelledby="legal-contents" className="mt-8 rounded-lg border border-gold/40 p-4">
          <h2 id="legal-contents" className="font-semibold">
            {t("legal.contents")}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="underline hover:text-gold-deep">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2 id={section.id} className="scroll-mt-24 font-serif text-2xl">
              {section.title}
            </h2>
            <LegalText text={t(`legal.${section.key}.body`, props.vars)} />
            {props.withDetails.includes(section.key) ? (
              <BusinessAddress
                business={props.business}
                withName
                className="mt-3"
                linkClassName="underline hover:text-gold-deep"
              />
            ) : null}
          </section>
        ))}
      </div>
    </PageShell>
  );
}
