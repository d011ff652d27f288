import { describe, expect, it } from "vitest";
import { storeJsonLd } from "#common/store-json-ld.ts";
import { business } from "#server/business.ts";

describe("the shop's JewelryStore JSON-LD", () => {
  const page = { origin: "https://shop.example", url: "https://shop.example/nl" };

  it("gives address, position, phone and the open days with their hours", () => {
    const data = JSON.parse(storeJsonLd(business, page)) as Record<string, unknown>;
    expect(data).toMatchObject({
      "@type": "JewelryStore",
      name: business.name,
      url: page.url,
      telephone: business.phone,
      address: { streetAddress: business.street, postalCode: business.postalCode },
      geo: { latitude: business.location.latitude, longitude: business.location.longitude },
    });
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: "09:00",
        closes: "18:00",
      }),
      // Saturday is closed: no entry. Sunday opens.
      expect.objectContaining({ dayOfWeek: ["https://schema.org/Sunday"] }),
    ]);
  });

  it("cannot be closed from inside", () => {
    const text = storeJsonLd({ ...business, name: "</script><script>alert(1)</script>" }, page);
    expect(text).not.toContain("</script>");
  });
});
