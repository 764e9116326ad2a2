import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventImageBox } from '../../components/event-image';
import { EVENT_IMAGE_ACCEPT, eventImageFileProblem } from '../../event-image-file';

/**
 * A local URL for previewing `file`, released when the file changes or the picker goes. Made in
 * an effect (not a memo) so React's double-run of effects in development never revokes the URL
 * still on screen.
 */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The optional main image of a new event. The file stays in memory only (a draft holds JSON, not
 * files) and is uploaded right after the event is created.
 */
export function EventImagePicker({ file, onChange }: { file: File | null; onChange(file: File | null): void }) {
  const { t } = useTranslation();
  const resetFile = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);

  const choose = (picked: File | null) => {
    // Cleared at once, so picking the same file again still fires a change.
    resetFile.current?.();
    if (!picked) return;
    const refusal = eventImageFileProblem(picked);
    setProblem(refusal ? t(refusal) : null);
    if (!refusal) onChange(picked);
  };

  return (
    <Stack gap={6} data-testid="wizard-image">
      <Text size="sm" fw={500}>
        {t('events.image.wizardLabel')}
      </Text>
      <EventImageBox src={preview} alt={t('events.image.wizardPreview')} testId="wizard-image-preview" />
      <Group gap="xs">
        <FileButton onChange={choose} accept={EVENT_IMAGE_ACCEPT} resetRef={resetFile}>
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconPhoto size={14} />} data-testid="wizard-image-pick">
              {file ? t('events.image.replace') : t('events.image.wizardPick')}
            </Button>
          )}
        </FileButton>
        {file && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => {
              setProblem(null);
              onChange(null);
            }}
            data-testid="wizard-image-clear"
          >
            {t('events.image.wizardClear')}
          </Button>
        )}
      </Group>
      {problem ? (
        <Text size="xs" c="red" role="alert" data-testid="wizard-image-error">
          {problem}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('events.image.hint')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('events.image.wizardLater')}
      </Text>
    </Stack>
  );
}
