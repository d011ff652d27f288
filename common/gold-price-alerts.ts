/** Shared by the subscription form and the server (docs/decisions/0030-gold-price-alerts.md). */
export const goldAlertDirections = ["above", "below"] as const;
export type GoldAlertDirection = (typeof goldAlertDirections)[number];

/** The prices an alert may watch, in whole euros per gram of fine gold. */
export const goldAlertPriceLimits = { min: 1, max: 1000 } as const;
