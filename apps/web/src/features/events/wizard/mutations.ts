import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EndpointResponse,
  eventsApi,
  eventWizardDraftApi,
  type TEditRecurring,
  type TEditSingle,
  type TEventDetailsWrite,
  type TEventWizardDraftWrite,
  type TEventWrite,
  usersApi,
} from '@foyer/contracts';
import { apiCall, ApiError, apiUpload } from '../../../shared/api/api-client';
import { eventKeys } from '../queries';

/** Guides to pick from; a user without UsersGuidesRead gets an empty list rather than an error. */
export const useGuideUsers = () =>
  useQuery({
    queryKey: ['users', 'guides'] as const,
    queryFn: async () => {
      try {
        return await apiCall(usersApi.guides);
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return [];
        throw error;
      }
    },
    staleTime: 60_000,
  });

function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/**
 * POST /api/events, then the guides (no field of the create body) through PUT …/guides, then the
 * picked image through PUT …/image. The event exists once the POST succeeds, so a failing guides
 * or image call is reported (the image's error itself, to be shown) rather than thrown.
 */
export function useCreateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: async ({ body, guideIds, image = null }: { body: TEventWrite; guideIds: string[]; image?: File | null }) => {
      const event = await apiCall(eventsApi.create, { body });
      let guidesFailed = false;
      if (guideIds.length > 0) {
        try {
          await apiCall(eventsApi.setGuides, {
            params: { id: event.eventId },
            body: { guides: guideIds.map((userId) => ({ userId, occurrenceId: null, status: 'REQUESTED' as const })) },
          });
        } catch {
          guidesFailed = true;
        }
      }
      let imageError: unknown = null;
      if (image) {
        try {
          await apiUpload(eventsApi.putImage, { params: { id: event.eventId } }, image);
        } catch (error) {
          imageError = error;
        }
      }
      return { event, guidesFailed, imageError };
    },
    onSuccess: invalidate,
  });
}

export function useEditDetails(eventId: string) {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (body: TEventDetailsWrite) => apiCall(eventsApi.details, { params: { id: eventId }, body }),
    onSuccess: invalidate,
  });
}

export function useEditSingle(eventId: string) {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (body: TEditSingle) => apiCall(eventsApi.editSingle, { params: { id: eventId }, body }),
    onSuccess: invalidate,
  });
}

export type EditRecurringResult = EndpointResponse<typeof eventsApi.editRecurring>;

export function useEditRecurring(eventId: string) {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ body, dryRun = false }: { body: TEditRecurring; dryRun?: boolean }) =>
      apiCall(eventsApi.editRecurring, { params: { id: eventId }, query: { dryRun: dryRun ? 'true' : 'false' }, body }),
    // A dry run changed nothing to read again.
    onSuccess: (result) => (result.dryRun ? undefined : invalidate()),
  });
}

const wizardDraftKey = ['events', 'wizard-draft'] as const;

/** The signed-in user's wizard draft, or null. Never served from cache: another browser may have saved since. */
export const useWizardDraft = () =>
  useQuery({
    queryKey: wizardDraftKey,
    queryFn: () => apiCall(eventWizardDraftApi.get),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 1,
  });

export const saveWizardDraft = (draft: TEventWizardDraftWrite) => apiCall(eventWizardDraftApi.save, { body: draft });
export const deleteWizardDraft = () => apiCall(eventWizardDraftApi.delete);
