/** The rows of one numbered page of a list: what a query's `.limit().offset()` takes. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The window of page `page` (from 1) at `size` rows a page. */
export function pageWindow(page: number, size: number): PageWindow {
  return { limit: size, offset: (page - 1) * size };
}

/** How many pages `total` rows fill at `size` a page; an empty list still shows one. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
