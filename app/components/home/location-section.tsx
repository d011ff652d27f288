import { useTranslation } from "#app/i18n/use-translation.ts";
import type { Business } from "#server/business.ts";
import { directionsLink, externalLink } from "#app/lib/contact-links.ts";
import { BusinessAddress } from "#app/components/ui/business-address.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { OpeningHours } from "#app/components/ui/opening-hours.tsx";
import { HomeSection } from "./home-section.tsx";
import { ShopVideo } from "./shop-video.tsx";

/** Shop location (docs/product.md §2): the clip, the way there, address and hours. */
export function LocationSection({ business }: { business: Business }) {
  const { t } = useTranslation("home");
  return (
    <HomeSection
      id="location"
      foldSize="[--fold-size:67rem] md:[--fold-size:82rem] lg:[--fold-size:54rem]"
      title={t("location.title")}
      intro={t("location.intro")}
      tone="white"
    >
      <div className="mt-10 grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
        <ShopVideo />
        <Card className="border border-ink/10">
          <h3 className="font-serif text-2xl">{t("location.detailsTitle")}</h3>
          <BusinessAddress
            business={business}
            withName
            className="mt-4"
            linkClassName="text-gold-deep underline"
          />
          <h4 className="mt-6 font-semibold">{t("hours.title")}</h4>
          <div className="mt-2">
            <OpeningHours hours={business.openingHours} />
          </div>
          <ButtonLink href={directionsLink(business)} {...externalLink} className="mt-6">
            {t("location.directions")}
            <span className="sr-only"> {t("location.newTab")}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
            </svg>
          </ButtonLink>
        </Card>
      </div>
    </HomeSection>
  );
}
