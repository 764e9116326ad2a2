import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZVerifyEmailResponse } from '@foyer/contracts';
import { api } from '../../shared/api/api-client';

export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

/** Asks for a reset link; the server answers 202 whether or not the address has an account. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => api.post<{ ok: true }>('/api/auth/forgot-password', { email }) });

/** Sets a new password from a reset link; the server ends every session of the account. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string; passwordConfirmation: string }) =>
      api.post<{ ok: true }>('/api/auth/reset-password', body),
  });

/** Confirms an address from the mailed link; the token works once. */
export const useVerifyEmail = () =>
  useMutation({ mutationFn: (token: string) => api.post<TVerifyEmailResponse>('/api/auth/verify-email', { token }) });
