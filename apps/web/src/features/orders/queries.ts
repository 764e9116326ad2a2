import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ordersApi, type OrderStatus, type PostFilter, type TOrderDetail } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

/** Query of GET /api/orders (SPEC §2 /orders filters). */
export interface OrderListParams {
  /** 1-based. */
  page: number;
  size: number;
  /** At least one; sent as `status=Charged,Refunded`. */
  status: OrderStatus[];
  /** yyyy-MM-dd, both included; undefined: the API's own default. */
  from?: string;
  to?: string;
  /** Only posted orders to send, or sent. */
  post?: PostFilter;
  /** Order number, email, name or gift voucher code. */
  search?: string;
}

/** Every cache key of the orders feature; the refund, resend and cancel mutations will invalidate through these. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListParams) => [...orderKeys.lists(), params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderId: string) => [...orderKeys.details(), orderId] as const,
};

export const orderListQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: () =>
      apiCall(ordersApi.list, {
        query: {
          page: params.page,
          size: params.size,
          status: params.status.join(','),
          from: params.from,
          to: params.to,
          search: params.search?.trim(),
          post: params.post,
        },
      }),
  });

export const orderQuery = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => apiCall(ordersApi.get, { params: { orderId } }) });

/** A page of orders; the previous page stays on screen while the next one loads. */
export const useOrderList = (params: OrderListParams) => useQuery({ ...orderListQuery(params), placeholderData: keepPreviousData });

const IN_MOTION_POLL_MS = 3_000;
/** A mail the outbox retries later (SMTP down) is not asked after all day: two minutes from its queueing. */
const IN_MOTION_FOR_MS = 120_000;

/** While a mail or a refund of the order is on its way, read again every few seconds: "Sending" stayed until a reload. */
export const orderInMotion = (order: Pick<TOrderDetail, 'mails' | 'refunds'> | undefined, now = Date.now()) =>
  Boolean(
    order &&
    (order.mails.some(
      (mail) => (mail.status === 'pending' || mail.status === 'sending') && now - Date.parse(mail.createdAt) < IN_MOTION_FOR_MS,
    ) ||
      order.refunds.some((refund) => refund.status === 'Requested' && now - Date.parse(refund.createdAt) < IN_MOTION_FOR_MS)),
  );

export const useOrder = (orderId: string | undefined) =>
  useQuery({
    ...orderQuery(orderId ?? ''),
    enabled: Boolean(orderId),
    refetchInterval: (query) => (orderInMotion(query.state.data) ? IN_MOTION_POLL_MS : false),
  });
