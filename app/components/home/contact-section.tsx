import type { Business } from "#server/business.ts";
import { useTranslation } from "react-i18next";
import type { ContactAnswer } from "#app/routes/home.tsx";
import { chatLink, phoneLink } from "#app/lib/contact-links.ts";
import { OpeningHours } from "#app/components/ui/opening-hours.tsx";
import { ContactForm } from "./contact-form.tsx";

export function ContactSection(props: {
  business: Business;
  mapEmbedUrl: string | null;
  serverResult: ContactAnswer;
}) {
  const { business } = props;
  const { t } = useTranslation();
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 bg-ivory">
      <div className="mx-auto max-w-7xl px-6 py-20">
        <h2 id="contact-title" className="font-serif text-3xl md:text-4xl">
          {t("contact.title")}
        </h2>
        <p className="mt-3 max-w-2xl text-lg">{t("contact.intro")}</p>
        <div className="mt-10 grid gap-10 lg:grid-cols-2">
          <ContactForm serverResult={props.serverResult} />
          <div className="space-y-6">
            <div className="rounded-lg bg-white p-6 shadow-sm">
              <h3 className="font-serif text-2xl">{t("contact.detailsTitle")}</h3>
              <dl className="mt-4 space-y-3">
                <div>
                  <dt className="font-semibold">{t("contact.address")}</dt>
                  <dd>
                    <address className="not-italic">
                      {business.street}, {business.postalCode} {business.city}
                    </address>
                    <a
                      href={business.directionsUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-gold-deep underline"
                    >
                      {t("contact.directions")}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold">{t("contact.phoneLabel")}</dt>
                  <dd>
                    <a href={phoneLink(business.phone)} className="text-gold-deep underline">
                      {business.phone}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold">{t("contact.emailLabel")}</dt>
                  <dd>
                    <a href={`mailto:${business.email}`} className="text-gold-deep underline">
                      {business.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold">{t("contact.chat")}</dt>
                  <dd>
                    <a
                      href={chatLink(business.chatNumber, t("hero.chatGreeting"))}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-gold-deep underline"
                    >
                      {t("contact.chatLink")}
                    </a>
                  </dd>
                </div>
              </dl>
              <h4 className="mt-6 font-semibold">{t("hours.title")}</h4>
              <div className="mt-2">
                <OpeningHours hours={business.openingHours} />
              </div>
            </div>
            {props.mapEmbedUrl ? (
              <iframe
                title={t("contact.mapTitle")}
                src={props.mapEmbedUrl}
                loading="lazy"
                referrerPolicy="no-referrer"
                className="h-72 w-full rounded-lg border-0 shadow-sm"
              />
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
