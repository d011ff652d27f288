/**
 * What the admin's valuations tab and the server agree on: the statuses a request moves
 * through, how many photos it may carry and how many requests a page lists. Plain values.
 */

/** new: not answered yet · contacted: the shop replied · closed: nothing left to do. */
export const valuationStatuses = ["new", "contacted", "closed"] as const;
export type ValuationStatus = (typeof valuationStatuses)[number];

/** Requests per page of the admin's table, newest first. */
export const VALUATION_PAGE_SIZE = 20;
/** Far beyond any real number of requests, low enough that an offset stays a safe integer. */
export const VALUATION_PAGE_MAX = 100_000;
