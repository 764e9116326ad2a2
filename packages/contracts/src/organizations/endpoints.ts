import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { ZOk } from '../common/primitives.js';
import {
  ZOrganization,
  ZOrganizationName,
  ZOrganizationUpdate,
  ZOrganizationWrite,
  ZOrgIdParams,
  ZPublicOrganization,
} from './organizations.js';

const params = ZOrgIdParams;

export const organizationsApi = {
  own: endpoint({ method: 'GET', path: '/api/organizations/own', response: ZOrganization }),
  /** The organisation switcher's list (platform staff). */
  names: endpoint({ method: 'GET', path: '/api/organizations/names', response: z.array(ZOrganizationName) }),
  list: endpoint({ method: 'GET', path: '/api/organizations', response: z.array(ZOrganization) }),
  create: endpoint({ method: 'POST', path: '/api/organizations', body: ZOrganizationWrite, response: ZOrganization, status: 201 }),
  get: endpoint({ method: 'GET', path: '/api/organizations/:orgId', params, response: ZOrganization }),
  update: endpoint({ method: 'PUT', path: '/api/organizations/:orgId', params, body: ZOrganizationUpdate, response: ZOrganization }),
  delete: endpoint({ method: 'DELETE', path: '/api/organizations/:orgId', params, response: ZOk }),
  public: endpoint({ method: 'GET', path: '/api/public/organizations/:orgId', params, response: ZPublicOrganization }),
};
