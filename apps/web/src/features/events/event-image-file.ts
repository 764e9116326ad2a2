import { EVENT_IMAGE_CONTENT_TYPES, EVENT_IMAGE_MAX_BYTES } from '@foyer/contracts';
import { ApiError } from '../../shared/api/api-client';
import { localizedErrorText, localizeMessage, type Translate } from '../../shared/forms/server-messages';

/**
 * Why a picked file cannot be the event's image, as an i18n key, or null when it may be sent.
 * Checked before uploading so nobody waits for 10 MB to travel only to be refused; the server
 * still checks the content itself (a browser's type comes from the file name).
 */
export function eventImageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(EVENT_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'events.image.wrongType';
  if (file.size > EVENT_IMAGE_MAX_BYTES) return 'events.image.tooLarge';
  return null;
}

/**
 * Why an upload failed, in the reader's language: the server's word on the image when it gave one
 * (not JPEG/PNG, too many pixels), the size rule for a 413, else the general error text.
 */
export function eventImageErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status === 413) return t('events.image.tooLarge');
  if (error instanceof ApiError && error.fields.image) return localizeMessage(error.fields.image, t);
  return localizedErrorText(error, t);
}

/** The accept attribute of the file pickers. */
export const EVENT_IMAGE_ACCEPT = EVENT_IMAGE_CONTENT_TYPES.join(',');
