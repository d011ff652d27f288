/**
 * What a ring is made of besides its metal (common/metals.ts): shared with the browser, where
 * the admin's product form offers exactly these, so they are defined once here.
 */
export const diamondShapes = ["round-brilliant", "princess", "emerald", "oval"] as const;
export const ringDesigns = ["classic-solitaire", "halo", "vintage", "three-stone"] as const;
/** Carat weights in hundredths of a carat (50 = 0.5 ct), so they are exact integers. */
export const caratOptions = [50, 100, 150, 200, 250] as const;

export type DiamondShape = (typeof diamondShapes)[number];
export type RingDesign = (typeof ringDesigns)[number];
