import { AspectRatio, Button, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import type { TEvent } from '@foyer/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { EVENT_IMAGE_ACCEPT, eventImageErrorText, eventImageFileProblem } from '../event-image-file';
import { EVENT_MESSAGE_TABLE } from '../event-messages';
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

/** A picked file's problem, or the server's, under the buttons; the rules otherwise. */
function ImageHint({ problem }: { problem: { title: string; detail?: string } | null }) {
  const { t } = useTranslation();
  if (!problem) {
    return (
      <Text size="xs" c="dimmed">
        {t('events.image.hint')}
      </Text>
    );
  }
  return (
    <Stack gap={0} role="alert" data-testid="event-image-error">
      <Text size="xs" c="red" fw={500}>
        {problem.title}
      </Text>
      {problem.detail && (
        <Text size="xs" c="red">
          {problem.detail}
        </Text>
      )}
    </Stack>
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
  const resetFile = useRef<() => void>(null);
  const [problem, setProblem] = useState<{ title: string; detail?: string } | null>(null);

  if (!canEdit && !event.imageUrl) return null;

  const choose = (file: File | null) => {
    // Cleared at once, so picking the same file again after a failure still fires a change.
    resetFile.current?.();
    if (!file) return;
    const refusal = eventImageFileProblem(file);
    if (refusal) {
      setProblem({ title: t(refusal), detail: t('events.image.hint') });
      return;
    }
    setProblem(null);
    upload.mutate(file, { onError: (error) => setProblem({ title: t('events.image.failed'), detail: eventImageErrorText(error, t) }) });
  };

  return (
    <Section title={t('events.image.title')} testId="event-image">
      <Stack gap="sm">
        <EventImageBox src={event.imageUrl} alt={t('events.image.alt', { name })} testId="event-image-picture" />
        {canEdit && (
          <>
            <Group gap="xs">
              <FileButton onChange={choose} accept={EVENT_IMAGE_ACCEPT} resetRef={resetFile}>
                {(props) => (
                  <Button
                    {...props}
                    size="xs"
                    variant="light"
                    leftSection={<IconUpload size={14} />}
                    loading={upload.isPending}
                    disabled={remove.isPending}
                    data-testid="event-image-upload"
                  >
                    {event.imageUrl ? t('events.image.replace') : t('events.image.upload')}
                  </Button>
                )}
              </FileButton>
              {event.imageUrl && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  loading={remove.isPending}
                  disabled={upload.isPending}
                  onClick={() => {
                    setProblem(null);
                    remove.mutate(undefined, {
                      // A refusal says why; a network or server failure gets the spec's 'Could not …' text.
                      onError: (error) =>
                        showError(
                          error instanceof ApiError && error.status > 0 && error.status < 500
                            ? localizedErrorText(error, t, EVENT_MESSAGE_TABLE)
                            : t('common.failedOperation', { operation: t('events.operations.removeImage') }),
                        ),
                    });
                  }}
                  data-testid="event-image-remove"
                >
                  {t('events.image.remove')}
                </Button>
              )}
            </Group>
            <ImageHint problem={problem} />
          </>
        )}
      </Stack>
    </Section>
  );
}
