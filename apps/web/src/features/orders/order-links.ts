/** The detail page of an order. */
export const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

/** What the list hands the detail page, so "back" returns to the same filters and page. */
export interface OrderLinkState {
  listSearch?: string;
}

/** The way back from an order: the list as it was left, else the list's defaults. */
export function ordersListPath(state: unknown): string {
  const search = (state as OrderLinkState | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `/orders${search}` : '/orders';
}
