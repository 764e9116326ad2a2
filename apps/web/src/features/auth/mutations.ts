import { useMutation } from '@tanstack/react-query';
import { authApi, type EndpointResponse } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

export type TVerifyEmailResponse = EndpointResponse<typeof authApi.verifyEmail>;

/** Asks for a reset link; the server answers 202 whether or not the address has an account. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => apiCall(authApi.forgotPassword, { body: { email } }) });

/** Sets a new password from a reset link; the server ends every session of the account. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string; passwordConfirmation: string }) => apiCall(authApi.resetPassword, { body }),
  });

/** Confirms an address from the mailed link; the token works once. */
export const useVerifyEmail = () => useMutation({ mutationFn: (token: string) => apiCall(authApi.verifyEmail, { body: { token } }) });
