import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';

/** What went wrong with a picture, in the reader's language: a headline and, maybe, the rule or reason. */
export interface ImageProblem {
  title: string;
  detail?: string;
}

export interface ImageUploadFieldProps {
  /** The current picture, or its placeholder. */
  preview: ReactNode;
  hasImage: boolean;
  /** The accept attribute of the file picker (e.g. "image/jpeg,image/png"). */
  accept: string;
  /** Why a picked file may not be sent (checked before uploading so nobody waits for 10 MB to be refused), or null. */
  check(file: File): ImageProblem | null;
  /** Sends the file; a failure's problem shows under the buttons. */
  upload(file: File, onFailure: (problem: ImageProblem) => void): void;
  uploading: boolean;
  /** Removes the picture; absent when it cannot be removed. */
  remove?: () => void;
  removing?: boolean;
  labels: { upload: string; replace: string; remove: string; hint: string };
  /** Prefix of the test ids: `<prefix>-upload`, `<prefix>-remove`, `<prefix>-error`. */
  testId: string;
  align?: 'start' | 'center';
}

/** An image with upload, replace and remove, and the rules (type, size) or the last problem under it. */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { preview, hasImage, accept, check, upload, uploading, remove, removing = false, labels, testId, align = 'start' } = props;
  const resetFile = useRef<() => void>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const centred = align === 'center';

  const choose = (file: File | null) => {
    // Cleared at once, so picking the same file again after a failure still fires a change.
    resetFile.current?.();
    if (!file) return;
    const refusal = check(file);
    setProblem(refusal);
    if (!refusal) upload(file, setProblem);
  };

  return (
    <Stack gap="sm" align={centred ? 'center' : undefined}>
      {preview}
      <Group gap="xs" justify={centred ? 'center' : undefined}>
        <FileButton onChange={choose} accept={accept} resetRef={resetFile}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              loading={uploading}
              disabled={removing}
              data-testid={`${testId}-upload`}
            >
              {hasImage ? labels.replace : labels.upload}
            </Button>
          )}
        </FileButton>
        {hasImage && remove && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            loading={removing}
            disabled={uploading}
            onClick={() => {
              setProblem(null);
              remove();
            }}
            data-testid={`${testId}-remove`}
          >
            {labels.remove}
          </Button>
        )}
      </Group>
      {problem ? (
        <Stack gap={0} align={centred ? 'center' : undefined} role="alert" data-testid={`${testId}-error`}>
          <Text size="xs" c="red" fw={500} ta={centred ? 'center' : undefined}>
            {problem.title}
          </Text>
          {problem.detail && (
            <Text size="xs" c="red" ta={centred ? 'center' : undefined}>
              {problem.detail}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="xs" c="dimmed" ta={centred ? 'center' : undefined}>
          {labels.hint}
        </Text>
      )}
    </Stack>
  );
}
