import { useRouteLoaderData } from "react-router";
import { storeJsonLd } from "#common/store-json-ld.ts";
import { useProvidedMessages } from "#app/i18n/use-translation.ts";
import { pageMessages } from "#app/i18n/messages.server.ts";
import { localeFromPath } from "#common/locales.ts";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { Contact } from "#app/components/home/contact.tsx";
import { HeroSection } from "#app/components/home/hero-section.tsx";
import { AboutSection } from "#app/components/home/about-section.tsx";
import { ServerHtml } from "#app/lib/server-html.tsx";
import { htmlForPage } from "#app/lib/server-html.server.ts";
import {
  browserMessages,
  priceBoardHtml,
  staticSections,
} from "#app/components/home/static-sections.server.tsx";
import { HotDeals } from "#app/components/home/hot-deals.tsx";
import { cardItem } from "#app/components/shop/product-card.tsx";
import { Location } from "#app/components/home/location.tsx";
import { BuyBackSection } from "#app/components/home/buy-back-section.tsx";
import { useSectionInAddress } from "#app/lib/section-scroll.ts";
import { formAnswer, orFailed, readPhotoForm, refusal } from "#app/lib/action.server.ts";
import type { SharedPageHandle } from "#app/lib/shared-page.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/home";

// Nothing on the home page depends on who asks, until someone signs in.
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  const { site, attractImages, catalogue, goldPrice } = services;
  const business = site.business();
  const locale = localeFromPath(url.pathname);
  const [pictures, deals, price, board] = await Promise.all([
    attractImages.urls(),
    catalogue.hotDeals(locale),
    goldPrice.latest(),
    goldPrice.latestBoard(),
  ]);
  return {
    messages: browserMessages(pageMessages(locale, "home")),
    sections: htmlForPage(request, context, {
      ...staticSections(locale, business.foundedYearsAgo),
      priceBoard: priceBoardHtml(locale, board.metals[0]),
    }),
    attractImages: pictures,
    hotDeals: deals.map(cardItem),
    // The same for everyone, so the page stays shareable; a kept page's price may be up to
    // PUBLIC_CACHE_SECONDS old, and the card asks for a fresh one once it is 5 minutes old.
    goldPrice: price,
    mapEmbedUrl: site.mapEmbedUrl(),
    // Made here, not in the component, so its code stays out of the page's JavaScript.
    storeJsonLd: storeJsonLd(business, { origin, url: origin + url.pathname }),
  };
}

/**
 * A client-side visit brings the code of the sections that load near the viewport with the
 * data (lazy-when-near.tsx): without server HTML to stand in, they would appear late and push
 * a section the visitor was sent to (`/#contact`) out of view.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    BuyBackSection.preload(),
    HotDeals.preload(),
    Contact.preload(),
    Location.preload(),
  ]);
  return data;
}

// The loader serves configuration, the catalogue's Hot Deals and the gold price, which the card
// refreshes itself; a sent contact form changes nothing it shows.
export function shouldRevalidate() {
  return false;
}

/**
 * The contact form without JavaScript posts here (multipart, with its photos); with
 * JavaScript, a fetcher does.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await readPhotoForm(request);
  // Not a form at all: the same 415 and error page as every other action's (readForm).
  if (!form) throw refusal("not-a-form");
  try {
    const result = await orFailed(ctx, () =>
      ctx.services.valuations.submit(form.values, form.files, requestOrigin(ctx, url)),
    );
    return formAnswer(result, form.values);
  } finally {
    await form.dispose();
  }
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  useProvidedMessages("home", loaderData.messages);
  useSectionInAddress();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  return (
    <>
      <script
        type="application/ld+json"
        // JSON-LD is data, not script: CSP lets it be. `<` is escaped inside (see the helper).
        dangerouslySetInnerHTML={{ __html: loaderData.storeJsonLd }}
      />
      <HeroSection business={root.business} goldPrice={loaderData.goldPrice} />
      <ServerHtml name="services" html={loaderData.sections?.services} />
      <ServerHtml name="luxury" html={loaderData.sections?.luxury} />
      <AboutSection html={loaderData.sections} pictures={loaderData.attractImages} />
      <ServerHtml name="valuation" html={loaderData.sections?.valuation} />
      <BuyBackSection />
      <ServerHtml name="priceBoard" html={loaderData.sections?.priceBoard} />
      <ServerHtml name="testimonials" html={loaderData.sections?.testimonials} />
      <HotDeals deals={loaderData.hotDeals} />
      <Contact
        business={root.business}
        mapEmbedUrl={loaderData.mapEmbedUrl}
        serverResult={actionData}
      />
      <Location business={root.business} />
    </>
  );
}
