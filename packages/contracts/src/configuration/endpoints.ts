import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { ZOk } from '../common/primitives.js';
import { ZOrgIdParams } from '../organizations/organizations.js';
import { ZConfigurationCreate, ZConfigurationItem, ZConfigurationNameParams, ZConfigurationUpdate } from './configuration.js';

const ZItems = z.array(ZConfigurationItem);

/** SPEC §2 /configuration: the organisation's settings, and §7's public list the shop reads. */
export const configurationApi = {
  list: endpoint({ method: 'GET', path: '/api/configuration/list', response: ZItems }),
  get: endpoint({ method: 'GET', path: '/api/configuration/:name', params: ZConfigurationNameParams, response: ZConfigurationItem }),
  create: endpoint({ method: 'POST', path: '/api/configuration', body: ZConfigurationCreate, response: ZConfigurationItem, status: 201 }),
  update: endpoint({
    method: 'PUT',
    path: '/api/configuration/:name',
    params: ZConfigurationNameParams,
    body: ZConfigurationUpdate,
    response: ZConfigurationItem,
  }),
  delete: endpoint({ method: 'DELETE', path: '/api/configuration/:name', params: ZConfigurationNameParams, response: ZOk }),
  publicList: endpoint({ method: 'GET', path: '/api/public/configuration/list/:orgId', params: ZOrgIdParams, response: ZItems }),
};
