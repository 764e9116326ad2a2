import { z } from 'zod';
import { PERMISSIONS } from './permissions.js';
import { GUIDE_TYPES, ROLES } from './roles.js';

export const ZRoleGroup = z.object({
  roleGroupType: z.enum(ROLES),
  /** Platform roles cannot be changed by an organisation. */
  readonly: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
});

export const ZPermissionAreaEntry = z.object({
  area: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Whether the current user may change this area. */
  editable: z.boolean(),
});

export const ZAccessDefinition = z.object({
  accessId: z.uuid(),
  accessDefinition: z.string(),
  groups: z.array(ZRoleGroup),
  groupsDictionary: z.array(ZPermissionAreaEntry),
  version: z.number().int(),
});
export type TAccessDefinition = z.infer<typeof ZAccessDefinition>;

export const ZAccessDefinitionUpdate = z.object({
  version: z.number({ message: 'Required' }).int(),
  groups: z.array(z.object({ roleGroupType: z.enum(ROLES), permissions: z.array(z.enum(PERMISSIONS)) })),
});

export const ZUserTypeOption = z.object({
  userTypeId: z.uuid(),
  name: z.string(),
  roles: z.array(z.enum(ROLES)),
  guideType: z.enum(GUIDE_TYPES).nullable(),
});
