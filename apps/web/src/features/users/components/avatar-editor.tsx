import { Stack } from '@mantine/core';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, type TUser } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { localizedErrorText, localizeMessage } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { ImageUploadField } from '../../../shared/ui/image-upload-field';
import { useRemoveAvatar, useUploadAvatar } from '../mutations';

import { UserAvatar } from './user-badges';

const isAllowedType = (type: string) => (AVATAR_CONTENT_TYPES as readonly string[]).includes(type);

/** The profile picture with upload (JPEG or PNG up to 10 MB, checked here first) and removal. */
export function AvatarEditor({ user, canEdit }: { user: TUser; canEdit: boolean }) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const upload = useUploadAvatar(user.userId);
  const remove = useRemoveAvatar(user.userId);
  const picture = <UserAvatar user={user} size={128} radius={128} data-testid="user-avatar" />;
  if (!canEdit) return <Stack align="center">{picture}</Stack>;

  const uploadFailure = (error: unknown) => {
    if (error instanceof ApiError && error.status === 413) return t('users.avatar.rules');
    if (error instanceof ApiError && error.fields.avatar) return localizeMessage(error.fields.avatar, t);
    return localizedErrorText(error, t);
  };

  return (
    <ImageUploadField
      preview={picture}
      hasImage={user.avatarUrl !== null}
      accept={AVATAR_CONTENT_TYPES.join(',')}
      check={(file) => (!isAllowedType(file.type) || file.size > AVATAR_MAX_BYTES ? { title: t('users.avatar.rules') } : null)}
      upload={(file, onFailure) =>
        upload.mutate(file, { onError: (error) => onFailure({ title: t('users.avatar.failed'), detail: uploadFailure(error) }) })
      }
      uploading={upload.isPending}
      remove={() => remove.mutate(undefined, { onError: (error) => showError(localizedErrorText(error, t)) })}
      removing={remove.isPending}
      labels={{
        upload: t('users.avatar.upload'),
        replace: t('users.avatar.change'),
        remove: t('users.avatar.remove'),
        hint: t('users.avatar.rules'),
      }}
      testId="avatar"
      align="center"
    />
  );
}
