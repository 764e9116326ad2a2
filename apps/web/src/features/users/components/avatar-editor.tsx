import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, type TUser } from '@foyer/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { localizedErrorText, localizeMessage } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { useRemoveAvatar, useUploadAvatar } from '../mutations';
import { USER_MESSAGE_TABLE } from '../user-messages';
import { UserAvatar } from './user-badges';

const isAllowedType = (type: string) => (AVATAR_CONTENT_TYPES as readonly string[]).includes(type);

/** The profile picture with upload (JPEG or PNG up to 10 MB, checked here first) and removal. */
export function AvatarEditor({ user, canEdit }: { user: TUser; canEdit: boolean }) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const upload = useUploadAvatar(user.userId);
  const remove = useRemoveAvatar(user.userId);
  const resetFile = useRef<() => void>(null);
  const [problem, setProblem] = useState<{ title: string; detail?: string } | null>(null);

  const uploadFailure = (error: unknown) => {
    let detail: string | undefined;
    if (error instanceof ApiError && error.status === 413) detail = t('users.avatar.rules');
    else if (error instanceof ApiError && error.fields.avatar) detail = localizeMessage(error.fields.avatar, t, USER_MESSAGE_TABLE);
    else detail = localizedErrorText(error, t, USER_MESSAGE_TABLE);
    setProblem({ title: t('users.avatar.failed'), detail });
  };

  const choose = (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    if (!isAllowedType(file.type) || file.size > AVATAR_MAX_BYTES) {
      setProblem({ title: t('users.avatar.rules') });
      return;
    }
    setProblem(null);
    upload.mutate(file, { onError: uploadFailure });
  };

  return (
    <Stack align="center" gap="sm">
      <UserAvatar user={user} size={128} radius={128} data-testid="user-avatar" />
      {canEdit && (
        <>
          <Group gap="xs" justify="center">
            <FileButton onChange={choose} accept={AVATAR_CONTENT_TYPES.join(',')} resetRef={resetFile}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconUpload size={14} />}
                  loading={upload.isPending}
                  data-testid="avatar-upload"
                >
                  {user.avatarUrl ? t('users.avatar.change') : t('users.avatar.upload')}
                </Button>
              )}
            </FileButton>
            {user.avatarUrl && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                loading={remove.isPending}
                onClick={() => {
                  setProblem(null);
                  remove.mutate(undefined, { onError: (error) => showError(localizedErrorText(error, t, USER_MESSAGE_TABLE)) });
                }}
                data-testid="avatar-remove"
              >
                {t('users.avatar.remove')}
              </Button>
            )}
          </Group>
          {problem ? (
            <Stack gap={0} align="center" role="alert" data-testid="avatar-error">
              <Text size="xs" c="red" fw={500} ta="center">
                {problem.title}
              </Text>
              {problem.detail && (
                <Text size="xs" c="red" ta="center">
                  {problem.detail}
                </Text>
              )}
            </Stack>
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              {t('users.avatar.rules')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
