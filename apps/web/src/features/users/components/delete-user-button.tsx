import { Button } from '@mantine/core';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { type TUser } from '@foyer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { useDeleteUser } from '../mutations';
import { userKeys } from '../queries';

/** Deletes after a confirmation; the server refuses deleting yourself (409) and says why. */
export function DeleteUserButton({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useErrorSnackbar();
  const queryClient = useQueryClient();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteUser(user.userId);
  const name = `${user.firstName} ${user.lastName}`.trim();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        await navigate('/users', { replace: true, state: { deleted: name } });
        queryClient.removeQueries({ queryKey: userKeys.detail(user.userId) });
      },
      onError: (error) => {
        close();
        showError(localizedErrorText(error, t));
      },
    });

  return (
    <>
      <Button variant="outline" color="red" leftSection={<IconTrash size={16} />} onClick={open} data-testid="delete-user">
        {t('users.delete.button')}
      </Button>
      {/* The shared question, whose second click of a double click is not a second delete ("User not found"). */}
      <ConfirmModal
        opened={opened}
        title={t('users.delete.title')}
        confirmLabel={t('users.delete.confirm')}
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        {t('users.delete.body', { name, email: user.email })}
      </ConfirmModal>
    </>
  );
}
