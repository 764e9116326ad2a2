import { AspectRatio, Center, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { type TEvent } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { refusalOrFailure } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { ImageUploadField } from '../../../shared/ui/image-upload-field';
import { EVENT_IMAGE_ACCEPT, eventImageErrorText, eventImageFileProblem } from '../event-image-file';

import { useRemoveEventImage, useUploadEventImage } from '../mutations';
import { Section } from './detail-parts';

/** The box the shop will show: 2:1, the picture cropped to fill it (the stored image is whole). */
export function EventImageBox({ src, alt, testId }: { src: string | null; alt: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <AspectRatio ratio={2} w="100%" maw={640}>
      {src ? (
        <Image src={src} alt={alt} fit="cover" radius="sm" data-testid={testId} />
      ) : (
        <Center bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <Stack align="center" gap={4}>
            <IconPhoto size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {t('events.image.none')}
            </Text>
          </Stack>
        </Center>
      )}
    </AspectRatio>
  );
}

/**
 * The event's main image on its page, with upload, replace and remove for event editors. An
 * occurrence shows (and changes) its series' image: the image belongs to the event.
 */
export function EventImageSection({ event, name, canEdit }: { event: TEvent; name: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const owner = event.parentId ?? event.eventId;
  const upload = useUploadEventImage(owner);
  const remove = useRemoveEventImage(owner);

  if (!canEdit && !event.imageUrl) return null;
  const picture = <EventImageBox src={event.imageUrl} alt={t('events.image.alt', { name })} testId="event-image-picture" />;

  return (
    <Section title={t('events.image.title')} testId="event-image">
      {canEdit ? (
        <ImageUploadField
          preview={picture}
          hasImage={event.imageUrl !== null}
          accept={EVENT_IMAGE_ACCEPT}
          check={(file) => {
            const refusal = eventImageFileProblem(file);
            return refusal ? { title: t(refusal), detail: t('events.image.hint') } : null;
          }}
          upload={(file, onFailure) =>
            upload.mutate(file, {
              onError: (error) => onFailure({ title: t('events.image.failed'), detail: eventImageErrorText(error, t) }),
            })
          }
          uploading={upload.isPending}
          remove={() =>
            remove.mutate(undefined, {
              // A refusal says why; a network or server failure gets the spec's 'Could not …' text.
              onError: (error) => showError(refusalOrFailure(error, t, t('events.operations.removeImage'))),
            })
          }
          removing={remove.isPending}
          labels={{
            upload: t('events.image.upload'),
            replace: t('events.image.replace'),
            remove: t('events.image.remove'),
            hint: t('events.image.hint'),
          }}
          testId="event-image"
        />
      ) : (
        picture
      )}
    </Section>
  );
}
