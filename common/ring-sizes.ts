/**
 * EU ring sizes (the inside circumference in millimetres) the shop sets, and the choice for
 * a customer who does not know theirs: the shop measures the finger at pickup.
 */
export const RING_SIZE_MIN = 44;
export const RING_SIZE_MAX = 68;
export const ringSizes: readonly number[] = Array.from(
  { length: RING_SIZE_MAX - RING_SIZE_MIN + 1 },
  (_, i) => RING_SIZE_MIN + i,
);
export const RING_SIZE_UNKNOWN = "unknown";
export type RingSize = number | typeof RING_SIZE_UNKNOWN;
