import { PAGE_SIZES } from '@foyer/contracts';

export { PAGE_SIZES };

/** SPEC §9 pagination arithmetic: "from-to of total", bounds, and next while the total is unknown. */
export function pageWindow(page: number, size: number, total: number | null, shownCount: number) {
  const from = shownCount === 0 ? 0 : (page - 1) * size + 1;
  const to = shownCount === 0 ? 0 : (page - 1) * size + shownCount;
  const canGoBack = page > 1;
  const canGoForward = total === null ? shownCount === size : to < total;
  return { from, to, canGoBack, canGoForward };
}
