import { endpoint } from '../common/endpoint.js';
import { ZOk } from '../common/primitives.js';
import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZIdentity,
  ZLanguageUpdate,
  ZLoginRequest,
  ZResetPasswordRequest,
  ZSignedIn,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from './auth.js';

/** /api/auth: signing in and out, the identity, passwords and the own language. */
export const authApi = {
  login: endpoint({ method: 'POST', path: '/api/auth/login', body: ZLoginRequest, response: ZSignedIn }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', response: ZOk }),
  identity: endpoint({ method: 'GET', path: '/api/auth/identity', response: ZIdentity }),
  forgotPassword: endpoint({ method: 'POST', path: '/api/auth/forgot-password', body: ZForgotPasswordRequest, response: ZOk, status: 202 }),
  resetPassword: endpoint({ method: 'POST', path: '/api/auth/reset-password', body: ZResetPasswordRequest, response: ZOk }),
  changePassword: endpoint({ method: 'POST', path: '/api/auth/change-password', body: ZChangePasswordRequest, response: ZOk }),
  setLanguage: endpoint({ method: 'PUT', path: '/api/auth/language', body: ZLanguageUpdate, response: ZIdentity }),
  verifyEmail: endpoint({ method: 'POST', path: '/api/auth/verify-email', body: ZVerifyEmailRequest, response: ZVerifyEmailResponse }),
};
