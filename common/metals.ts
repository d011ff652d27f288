/** The ring metals the shop works in, in the order its swatches show them. */
export const ringMetals = ["white-gold", "yellow-gold", "rose-gold", "platinum"] as const;
export type RingMetal = (typeof ringMetals)[number];
