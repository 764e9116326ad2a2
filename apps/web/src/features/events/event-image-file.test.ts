import { describe, expect, it } from 'vitest';
import { EVENT_IMAGE_MAX_BYTES, EVENT_MESSAGES } from '@foyer/contracts';
import { translate } from '@foyer/i18n';
import { ApiError } from '../../shared/api/api-client';
import { eventImageErrorText, eventImageFileProblem } from './event-image-file';

describe('eventImageFileProblem', () => {
  it('accepts JPEG and PNG up to 10 MB', () => {
    expect(eventImageFileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(eventImageFileProblem({ type: 'image/png', size: EVENT_IMAGE_MAX_BYTES })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(eventImageFileProblem({ type: 'image/gif', size: 1000 })).toBe('events.image.wrongType');
    expect(eventImageFileProblem({ type: '', size: 1000 })).toBe('events.image.wrongType');
    expect(eventImageFileProblem({ type: 'image/png', size: EVENT_IMAGE_MAX_BYTES + 1 })).toBe('events.image.tooLarge');
  });
});

describe('eventImageErrorText', () => {
  const t = (key: string) => translate('de', key);
  it("names the server's reason for the image in the reader's language", () => {
    const refused = new ApiError(400, 'validation_failed', EVENT_MESSAGES.imageNotImage, { image: EVENT_MESSAGES.imageNotImage });
    expect(eventImageErrorText(refused, t)).toBe(translate('de', 'events.messages.imageNotImage'));
    expect(eventImageErrorText(new ApiError(413, 'payload_too_large', 'Request body is too large'), t)).toBe(
      translate('de', 'events.image.tooLarge'),
    );
    expect(eventImageErrorText(new ApiError(0, 'network', 'Network error'), t)).toBe(translate('de', 'common.errors.network'));
  });
});
