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
  ZVoucherWrite,
} from './vouchers.js';

const params = ZVoucherIdParams;

/** Gift voucher definitions (issue 14): what staff sell as vouchers. The codes sold are the orders'. */
export const vouchersApi = {
  list: endpoint({ method: 'GET', path: '/api/vouchers', query: ZVoucherListQuery, response: ZVoucherPage }),
  create: endpoint({ method: 'POST', path: '/api/vouchers', body: ZVoucherWrite, response: ZVoucher, status: 201 }),
  get: endpoint({ method: 'GET', path: '/api/vouchers/:id', params, response: ZVoucher }),
  update: endpoint({ method: 'PUT', path: '/api/vouchers/:id', params, body: ZVoucherWrite, response: ZVoucher }),
  setStatus: endpoint({ method: 'PUT', path: '/api/vouchers/:id/status', params, body: ZVoucherStatusWrite, response: ZVoucher }),
  delete: endpoint({ method: 'DELETE', path: '/api/vouchers/:id', params, response: ZOk }),
};

export const publicVouchersApi = {
  /** The published vouchers on sale today. */
  list: endpoint({
    method: 'GET',
    path: '/api/public/vouchers/organizations/:orgId',
    params: ZOrgIdParams,
    query: ZPublicVoucherQuery,
    response: z.array(ZPublicVoucher),
  }),
};
