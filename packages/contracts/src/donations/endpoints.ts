import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { ZOk } from '../common/primitives.js';
import { ZOrgIdParams } from '../organizations/organizations.js';
import { ZEventImageQuery } from '../events/event-lists.js';
import { AVATAR_CONTENT_TYPES } from '../users/users.js';
import {
  ZDonation,
  ZDonationIdParams,
  ZDonationListQuery,
  ZDonationStatusWrite,
  ZDonationUpdate,
  ZDonationWrite,
  ZPublicDonation,
  ZPublicDonationQuery,
} from './donations.js';

const params = ZDonationIdParams;

/** SPEC §7 donations: the list and delete the spec names, and what the staff pages need beside them. */
export const donationsApi = {
  list: endpoint({ method: 'GET', path: '/api/donations', query: ZDonationListQuery, response: z.array(ZDonation) }),
  create: endpoint({ method: 'POST', path: '/api/donations', body: ZDonationWrite, response: ZDonation, status: 201 }),
  get: endpoint({ method: 'GET', path: '/api/donations/:id', params, response: ZDonation }),
  update: endpoint({ method: 'PUT', path: '/api/donations/:id', params, body: ZDonationUpdate, response: ZDonation }),
  /** Publishing offers the campaign in the shop; back to Draft takes it out. */
  setStatus: endpoint({ method: 'PUT', path: '/api/donations/:id/status', params, body: ZDonationStatusWrite, response: ZDonation }),
  delete: endpoint({ method: 'DELETE', path: '/api/donations/:id', params, response: ZOk }),
  putImage: endpoint({ method: 'PUT', path: '/api/donations/:id/image', params, consumes: AVATAR_CONTENT_TYPES, response: ZDonation }),
  deleteImage: endpoint({ method: 'DELETE', path: '/api/donations/:id/image', params, response: ZDonation }),
};

/** The shop's reads, without a session. */
export const publicDonationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/public/donations/organizations/:orgId',
    params: ZOrgIdParams,
    query: ZPublicDonationQuery,
    response: z.array(ZPublicDonation),
  }),
  /** Read by <img> through imageUrl: a published campaign's image for anyone, a draft's for its staff. */
  image: endpoint({ method: 'GET', path: '/api/public/donations/:id/image', params, query: ZEventImageQuery, produces: ['image/jpeg'] }),
};
