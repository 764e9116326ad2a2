import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { ROLES } from './roles.js';
import { ZAccessDefinition, ZAccessDefinitionUpdate, ZUserTypeOption } from './access-definitions.js';
import { ZUserType, ZUserTypeWrite } from '../users/users.js';

/** /api/access: the role catalogue, the organisation's access definition and user types (SPEC §7). */
export const accessApi = {
  roles: endpoint({ method: 'GET', path: '/api/access/roles', response: z.array(z.enum(ROLES)) }),
  definition: endpoint({ method: 'GET', path: '/api/access/definitions', response: ZAccessDefinition }),
  updateDefinition: endpoint({
    method: 'PUT',
    path: '/api/access/definitions',
    body: ZAccessDefinitionUpdate,
    response: ZAccessDefinition,
  }),
  userTypeOptions: endpoint({ method: 'GET', path: '/api/access/userTypeOptions', response: z.array(ZUserTypeOption) }),
  createUserType: endpoint({ method: 'POST', path: '/api/access/userTypes', body: ZUserTypeWrite, response: ZUserType, status: 201 }),
};
