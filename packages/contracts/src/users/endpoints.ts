import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { ZOk } from '../common/primitives.js';
import { ZIdentity } from '../auth/auth.js';
import {
  AVATAR_CONTENT_TYPES,
  ZSwitchOrganizationQuery,
  ZUser,
  ZInvitationSent,
  ZUserIdParams,
  ZUserListQuery,
  ZUserPage,
  ZUserSummary,
  ZUserUpdate,
  ZUserWrite,
} from './users.js';

const params = ZUserIdParams;

export const usersApi = {
  list: endpoint({ method: 'GET', path: '/api/users', query: ZUserListQuery, response: ZUserPage }),
  create: endpoint({ method: 'POST', path: '/api/users', body: ZUserWrite, response: ZUser, status: 201 }),
  /** The organisation switcher (SPEC §7): the identity as it is after the move. */
  switchOrganization: endpoint({ method: 'PUT', path: '/api/users', query: ZSwitchOrganizationQuery, response: ZIdentity }),
  guides: endpoint({ method: 'GET', path: '/api/users/guides', response: z.array(ZUserSummary) }),
  avatars: endpoint({ method: 'GET', path: '/api/users/avatars', response: z.array(ZUserSummary) }),
  get: endpoint({ method: 'GET', path: '/api/users/:userId', params, response: ZUser }),
  update: endpoint({ method: 'PUT', path: '/api/users/:userId', params, body: ZUserUpdate, response: ZUser }),
  delete: endpoint({ method: 'DELETE', path: '/api/users/:userId', params, response: ZOk }),
  /** Ours: a new link for a user who has not confirmed their address (the last one lost or run out). */
  resendInvitation: endpoint({ method: 'POST', path: '/api/users/:userId/invitation', params, response: ZInvitationSent }),
  /** The raw JPEG or PNG as the body. */
  putAvatar: endpoint({ method: 'PUT', path: '/api/users/:userId/avatar', params, consumes: AVATAR_CONTENT_TYPES, response: ZUser }),
  /** Read by <img> through the user's avatarUrl. */
  avatar: endpoint({ method: 'GET', path: '/api/users/:userId/avatar', params, produces: ['image/jpeg'] }),
  deleteAvatar: endpoint({ method: 'DELETE', path: '/api/users/:userId/avatar', params, response: ZUser }),
};
