import { useTranslation } from "#app/i18n/use-translation.ts";
import type { Business } from "#server/business.ts";
import type { ContactAnswer } from "#server/valuations/valuations.service.ts";
import {
  chatLink,
  directionsLink,
  emailLink,
  externalLink,
  phoneLink,
} from "#app/lib/contact-links.ts";
import { OpeningHours } from "#app/components/ui/opening-hours.tsx";
import { ContactForm } from "./contact-form.tsx";
import { ContactMap } from "./contact-map.tsx";
import { HomeSection } from "./home-section.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { Link } from "react-router";

export function ContactSection(props: {
  business: Business;
  mapEmbedUrl: string | null;
  serverResult: ContactAnswer | undefined;
}) {
  const { business } = props;
  const { t } = useTranslation("home");
  const localized = useLocalizedPath();
  const link = "text-gold-deep underline";
  const details = [
    {
      label: t("contact.visitLabel"),
      content: (
        <Link to={localized("/appointment")} className={link}>
          {t("contact.bookVisit")}
        </Link>
      ),
    },
    {
      label: t("contact.address"),
      content: (
        <>
          <address className="not-italic">
            {business.street}, {business.postalCode} {business.city}
          </address>
          <a href={directionsLink(business)} {...externalLink} className={link}>
            {t("contact.directions")}
          </a>
        </>
      ),
    },
    {
      label: t("contact.phoneLabel"),
      content: (
        <a href={phoneLink(business.phone)} className={link}>
          {business.phone}
        </a>
      ),
    },
    {
      label: t("contact.emailLabel"),
      content: (
        <a href={emailLink(business.email)} className={link}>
          {business.email}
        </a>
      ),
    },
    {
      label: t("contact.chat"),
      content: (
        <a
          href={chatLink(business.chatNumber, t("hero.chatGreeting"))}
          {...externalLink}
          className={link}
        >
          {t("contact.chatLink")}
        </a>
      ),
    },
  ];
  return (
    <HomeSection
      id="contact"
      foldSize="[--fold-size:106rem] md:[--fold-size:103rem] lg:[--fold-size:71rem]"
      title={t("contact.title")}
      intro={t("contact.intro")}
      tone="ivory"
    >
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <ContactForm serverResult={props.serverResult} />
        <div className="space-y-6">
          <Card>
            <h3 className="font-serif text-2xl">{t("contact.detailsTitle")}</h3>
            <dl className="mt-4 space-y-3">
              {details.map((detail) => (
                <div key={detail.label}>
                  <dt className="font-semibold">{detail.label}</dt>
                  <dd>{detail.content}</dd>
                </div>
              ))}
            </dl>
            <h4 className="mt-6 font-semibold">{t("hours.title")}</h4>
            <div className="mt-2">
              <OpeningHours hours={business.openingHours} />
            </div>
          </Card>
          {props.mapEmbedUrl ? <ContactMap url={props.mapEmbedUrl} /> : null}
        </div>
      </div>
    </HomeSection>
  );
}
