/** Which rows of which request a page of a list shows, and the footer's "x - y of total items". */
export interface PageWindow {
  /** The page number to ask the server for (1-based). */
  readonly serverPage: number;
  /** Where the page starts within the rows of that request. */
  readonly offset: number;
  readonly first: number;
  readonly last: number;
  readonly pages: number;
}

/**
 * Pages of `size` rows; when the server answers in batches of `batch` rows (spec §9: 100 rows a
 * request, 10 a page), a page is cut from the batch that holds it, and only a page outside the
 * loaded batch asks the server again.
 */
export function pageWindow(page: number, size: number, total: number, batch?: number): PageWindow {
  const start = (page - 1) * size;
  const serverPage = batch ? Math.floor(start / batch) + 1 : page;
  const offset = batch ? start % batch : 0;
  const pages = Math.max(1, Math.ceil(total / size));
  return { serverPage, offset, first: total === 0 ? 0 : start + 1, last: Math.min(start + size, total), pages };
}
