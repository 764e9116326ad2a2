import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TEditRecurring,
  TEditSingle,
  TEvent,
  TEventWizardDraft,
  TEventWizardDraftWrite,
  TEventWrite,
  TUserSummary,
} from '@foyer/contracts';
import { api, ApiError } from '../../../shared/api/api-client';
import { eventKeys } from '../queries';

/** Guides to pick from; a user without UsersGuidesRead gets an empty list rather than an error. */
export const useGuideUsers = () =>
  useQuery({
    queryKey: ['users', 'guides'] as const,
    queryFn: async () => {
      try {
        return await api.get<TUserSummary[]>('/api/users/guides');
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
      const event = await api.post<TEvent>('/api/events', body);
      let guidesFailed = false;
      if (guideIds.length > 0) {
        try {
          await api.put<TEvent>(`/api/events/${encodeURIComponent(event.eventId)}/guides`, {
            guides: guideIds.map((userId) => ({ userId, occurrenceId: null, status: 'REQUESTED' })),
          });
        } catch {
          guidesFailed = true;
        }
      }
      let imageError: unknown = null;
      if (image) {
        try {
          await api.upload<TEvent>(`/api/events/${encodeURIComponent(event.eventId)}/image`, image);
        } catch (error) {
          imageError = error;
        }
      }
      return { event, guidesFailed, imageError };
    },
    onSuccess: invalidate,
  });
}

export function useEditSingle(eventId: string) {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (body: TEditSingle) => api.put<TEvent>(`/api/events/${encodeURIComponent(eventId)}/edit-single`, body),
    onSuccess: invalidate,
  });
}

export interface EditRecurringResult {
  event: TEvent;
  created: number;
  removed: number;
  kept: TEvent['occurrence'][];
}

export function useEditRecurring(eventId: string) {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (body: TEditRecurring) => api.put<EditRecurringResult>(`/api/events/${encodeURIComponent(eventId)}/edit-recurring`, body),
    onSuccess: invalidate,
  });
}

const wizardDraftKey = ['events', 'wizard-draft'] as const;

/** The signed-in user's wizard draft, or null. Never served from cache: another browser may have saved since. */
export const useWizardDraft = () =>
  useQuery({
    queryKey: wizardDraftKey,
    queryFn: () => api.get<TEventWizardDraft | null>('/api/events/wizard-draft'),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 1,
  });

export const saveWizardDraft = (draft: TEventWizardDraftWrite) => api.put<TEventWizardDraft>('/api/events/wizard-draft', draft);
export const deleteWizardDraft = () => api.delete<{ ok: true }>('/api/events/wizard-draft');
