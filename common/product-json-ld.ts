/** What a piece's JSON-LD needs; the catalogue's detail answer has it all. */
export interface JsonLdPiece {
  id: string;
  name: string;
  description: string;
  images: { url: string }[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * schema.org Product for a piece's page, so search engines show its name, picture and price
 * range in euros. "Contact us for the price" has no offer. Returned as text for a
 * <script type="application/ld+json">, with `<` escaped so no value can close the element.
 */
export function productJsonLd(piece: JsonLdPiece, page: { origin: string; url: string }): string {
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
