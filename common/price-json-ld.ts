/**
 * The price page's structured data. schema.org has no type for "a buyer's price per gram":
 * Product/Offer would say the shop sells gold at these prices (issue 25: not the place), and
 * ExchangeRateSpecification is for one currency against another. What the page publishes is
 * a series of measured values over time, which is a Dataset: its name, what it measures
 * (fine gold in EUR per gram), the period it covers and where the data can be read as JSON.
 * Text for a <script type="application/ld+json">, with `<` escaped so no value can close it.
 */
export function priceDatasetJsonLd(data: {
  name: string;
  description: string;
  url: string;
  origin: string;
  language: string;
  shopName: string;
  /** The first and last day of the history shown; null when there is none yet. */
  coverage: { from: string; to: string } | null;
  /** Days of history the JSON link asks for. */
  days: number;
}): string {
  const document = {
    "@context": "https://schema.org",
    "@type": "Dataset",
    name: data.name,
    description: data.description,
    url: data.url,
    inLanguage: data.language,
    isAccessibleForFree: true,
    creator: { "@type": "Organization", name: data.shopName, url: data.origin },
    variableMeasured: {
      "@type": "PropertyValue",
      name: "Fine gold price",
      unitText: "EUR per gram",
    },
    ...(data.coverage ? { temporalCoverage: `${data.coverage.from}/${data.coverage.to}` } : {}),
    distribution: {
      "@type": "DataDownload",
      encodingFormat: "application/json",
      contentUrl: `${data.origin}/api/gold-price/history?days=${String(data.days)}`,
    },
  };
  return JSON.stringify(document).replace(/</g, "\\u003c");
}
