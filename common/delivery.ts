/** Where insured delivery goes; anything else is picked up at the shop in Antwerp. */
export const deliveryCountries = ["BE", "NL", "FR", "LU"] as const;
export type DeliveryCountry = (typeof deliveryCountries)[number];

export interface DeliveryRates {
  /** The fee of insured delivery, in cents. */
  feeCents: number;
  /** From this subtotal (cents, after discounts) delivery is free. */
  freeFromCents: number;
}

/** Pickup is always free; delivery costs the fee below the threshold and nothing from it on. */
export function deliveryFeeCents(
  method: "pickup" | "delivery",
  subtotalCents: number,
  rates: DeliveryRates,
): number {
  if (method === "pickup") return 0;
  return subtotalCents >= rates.freeFromCents ? 0 : rates.feeCents;
}
