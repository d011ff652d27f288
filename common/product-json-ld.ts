import { gradingLabNames, reportCheckUrl, type GradingReport } from "./grading-report.ts";

/** What a piece's JSON-LD needs; the catalogue's detail answer has it all. */
export interface JsonLdPiece {
  id: string;
  name: string;
  description: string;
  images: { url: string }[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** The centre stone's, when the shop names one. */
  gradingReport?: GradingReport | null;
}

/** The grade's words as a report prints them (the page shows them in the visitor's language). */
const cutWords = {
  excellent: "Excellent",
  "very-good": "Very Good",
  good: "Good",
  fair: "Fair",
  poor: "Poor",
} as const;

/**
 * The centre stone's grading report: the report itself as a Certification (schema.org's type for
 * a statement by an independent body, with the identifier its lab's check takes), and the
 * stone's grades as PropertyValues, which search engines read as the product's characteristics.
 */
function reportProperties(report: GradingReport) {
  const lab = gradingLabNames[report.lab];
  const property = (name: string, value: string | number, unitText?: string) => ({
    "@type": "PropertyValue",
    name,
    value,
    ...(unitText ? { unitText } : {}),
  });
  return {
    hasCertification: {
      "@type": "Certification",
      name: `${lab} grading report ${report.number}`,
      issuedBy: { "@type": "Organization", name: lab },
      certificationIdentification: report.number,
      url: reportCheckUrl(report.lab, report.number),
    },
    additionalProperty: [
      property("Grading laboratory", lab),
      property("Grading report number", report.number),
      property("Centre stone carat weight", report.caratHundredths / 100, "ct"),
      property("Centre stone colour", report.colour),
      property("Centre stone clarity", report.clarity),
      ...(report.cut ? [property("Centre stone cut", cutWords[report.cut])] : []),
    ],
  };
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * schema.org Product for a piece's page, so search engines show its name, picture, price range
 * in euros and its centre stone's grading report. "Contact us for the price" has no offer. Returned as text for a
 * <script type="application/ld+json">, with `<` escaped so no value can close the element.
 */
export function productJsonLd(
  piece: JsonLdPiece,
  page: { origin: string; url: string; inLanguage: string },
): string {
  const priced = piece.minPriceCents !== null;
  const low = piece.minPriceCents ?? 0;
  const high = piece.maxPriceCents ?? low;
  const document = {
    "@context": "https://schema.org",
    "@type": "Product",
    sku: piece.id,
    name: piece.name,
    description: piece.description,
    image: piece.images.map((image) => new URL(image.url, page.origin).href),
    url: page.url,
    // schema.org gives Product no language of its own: the page it is the main thing of has it,
    // so a Dutch page's Product says its Dutch name and description are Dutch.
    mainEntityOfPage: { "@type": "WebPage", "@id": page.url, inLanguage: page.inLanguage },
    ...(piece.gradingReport ? reportProperties(piece.gradingReport) : {}),
    ...(priced
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "EUR",
            lowPrice: euros(low),
            highPrice: euros(high),
            availability: "https://schema.org/InStock",
            url: page.url,
          },
        }
      : {}),
  };
  return JSON.stringify(document).replace(/</g, "\\u003c");
}
