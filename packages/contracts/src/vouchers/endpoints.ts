import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { ZOk } from '../common/primitives.js';
import { ZOrgIdParams } from '../organizations/organizations.js';
import {
  ZPublicVoucher,
  ZPublicVoucherQuery,
  ZVoucher,
  ZVoucherIdParams,
  ZVoucherListQuery,
  ZVoucherPage,
  ZVoucherStatusWrite,
  ZVoucherUpdate,
  ZVoucherWrite,
} from './vouchers.js';
import { ZShopOrgQuery } from '../shop/cart.js';
import { ZVoucherCodeBalance, ZVoucherCodeIdParams, ZVoucherCodeParams, ZVoucherCodeSale } from './voucher-codes.js';

const params = ZVoucherIdParams;

/** Gift voucher definitions (issue 14): what staff sell as vouchers. The codes sold are the orders'. */
export const vouchersApi = {
  list: endpoint({ method: 'GET', path: '/api/vouchers', query: ZVoucherListQuery, response: ZVoucherPage }),
  create: endpoint({ method: 'POST', path: '/api/vouchers', body: ZVoucherWrite, response: ZVoucher, status: 201 }),
  get: endpoint({ method: 'GET', path: '/api/vouchers/:id', params, response: ZVoucher }),
  update: endpoint({ method: 'PUT', path: '/api/vouchers/:id', params, body: ZVoucherUpdate, response: ZVoucher }),
  setStatus: endpoint({ method: 'PUT', path: '/api/vouchers/:id/status', params, body: ZVoucherStatusWrite, response: ZVoucher }),
  delete: endpoint({ method: 'DELETE', path: '/api/vouchers/:id', params, response: ZOk }),
  /** The codes sold of a voucher, newest first, with what each has paid. */
  codes: endpoint({ method: 'GET', path: '/api/vouchers/:id/codes', params, response: z.array(ZVoucherCodeSale) }),
  /** Cancels a sold code: what is left on it can no longer pay. */
  cancelCode: endpoint({
    method: 'POST',
    path: '/api/vouchers/:id/codes/:codeId/cancel',
    params: ZVoucherCodeIdParams,
    response: ZVoucherCodeSale,
  }),
  /** A code's balance, for the desk before it takes it. */
  balance: endpoint({ method: 'GET', path: '/api/voucher-codes/:code', params: ZVoucherCodeParams, response: ZVoucherCodeBalance }),
};

export const publicVouchersApi = {
  /** A code's balance, for the shop's checkout before it pays with it. */
  balance: endpoint({
    method: 'GET',
    path: '/api/public/voucher-codes/:code',
    params: ZVoucherCodeParams,
    query: ZShopOrgQuery,
    response: ZVoucherCodeBalance,
  }),
  /** The published vouchers on sale today. */
  list: endpoint({
    method: 'GET',
    path: '/api/public/vouchers/organizations/:orgId',
    params: ZOrgIdParams,
    query: ZPublicVoucherQuery,
    response: z.array(ZPublicVoucher),
  }),
};
