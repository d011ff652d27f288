import { useTranslation } from "#app/i18n/use-translation.ts";
import { emailLink, phoneLink } from "#app/lib/contact-links.ts";
import type { Business } from "#server/business.ts";

/**
 * The shop's address, enterprise (VAT) number, phone and e-mail, from server/business.ts: the
 * footer and the legal pages show the same details, so a change is made once.
 */
export function BusinessAddress(props: {
  business: Business;
  className: string;
  linkClassName: string;
  /** The legal pages name the business first; the footer's column already does. */
  withName?: boolean;
}) {
  const { t } = useTranslation();
  const { business } = props;
  return (
    <address className={`space-y-1 not-italic ${props.className}`}>
      {props.withName ? <p className="font-semibold">{business.name}</p> : null}
      <p>{business.street}</p>
      <p>
        {business.postalCode} {business.city}
      </p>
      <p>{t("footer.vat", { number: business.enterpriseNumber })}</p>
      <p>
        <a href={phoneLink(business.phone)} className={props.linkClassName}>
          {business.phone}
        </a>
      </p>
      <p>
        <a href={emailLink(business.email)} className={props.linkClassName}>
          {business.email}
        </a>
      </p>
    </address>
  );
}
