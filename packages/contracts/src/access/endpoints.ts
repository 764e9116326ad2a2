import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { ZOk } from '../common/primitives.js';
import { ROLES } from './roles.js';
import { ZAccessDefinition, ZAccessDefinitionUpdate, ZUserTypeOption } from './access-definitions.js';
import { ZUserType, ZUserTypeIdPath, ZUserTypeWrite } from '../users/users.js';

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
  /** A type renamed or its roles changed: users made from it keep the roles they were given. */
  updateUserType: endpoint({
    method: 'PUT',
    path: '/api/access/userTypes/:userTypeId',
    params: ZUserTypeIdPath,
    body: ZUserTypeWrite,
    response: ZUserType,
  }),
  /** A type removed: its users keep their roles and are of no type from then on. */
  deleteUserType: endpoint({ method: 'DELETE', path: '/api/access/userTypes/:userTypeId', params: ZUserTypeIdPath, response: ZOk }),
};
