import { Alert, AspectRatio, Button, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconTrash, IconWorldUpload, IconWorldOff } from '@tabler/icons-react';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, type TDonation } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { localizedErrorText, localizeFields } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { ImageUploadField } from '../../../shared/ui/image-upload-field';
import { PageHeader } from '../../../shared/ui/page-header';
import { PublishStatusBadge } from '../../../shared/ui/publish-status-badge';
import { LoadFailure, PageLoading } from '../../../shared/ui/page-states';
import { DonationForm } from '../components/donation-form';
import { donationName } from '../donation-form';
import { useDeleteDonation, useRemoveDonationImage, useSetDonationStatus, useUpdateDonation, useUploadDonationImage } from '../mutations';
import { useDonation } from '../queries';
import { useVenueChoices } from '../../venues/queries';

/** /donation-edit/{donationId}: the campaign's form, its image, publishing and deleting. */
export default function DonationEditPage() {
  const { t } = useTranslation();
  const { donationId = '' } = useParams();
  const donation = useDonation(donationId);
  const back = { to: '/donations', label: t('shell.nav.donations'), testId: 'back-to-donations' };
  if (donation.isPending) return <PageLoading />;
  if (donation.isError) {
    return (
      <Stack>
        <PageHeader title={t('donations.form.editTitle')} back={back} />
        <LoadFailure
          error={donation.error}
          operation={t('donations.operations.loadOne')}
          onRetry={() => void donation.refetch()}
          notFound={() => ({
            title: t('donations.notFound.title'),
            body: t('donations.notFound.body'),
            to: '/donations',
            label: t('donations.notFound.back'),
          })}
          testId="donation-not-found"
        />
      </Stack>
    );
  }
  return <DonationEditor key={donation.data.donationId} donation={donation.data} />;
}

function DonationEditor({ donation }: { donation: TDonation }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const showError = useErrorSnackbar();
  const update = useUpdateDonation(donation.donationId);
  const setStatus = useSetDonationStatus(donation.donationId);
  const remove = useDeleteDonation();
  const venues = useVenueChoices();
  const [saved, setSaved] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const published = donation.status === 'Published';
  const name = donationName(donation, i18n.language);

  const changeStatus = async () => {
    try {
      await setStatus.mutateAsync(published ? 'Draft' : 'Published');
      setSaved(false);
    } catch (error) {
      showError(localizedErrorText(error, t));
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(donation.donationId);
      navigate('/donations', { replace: true });
    } catch (error) {
      setDeleting(false);
      showError(localizedErrorText(error, t));
    }
  };

  return (
    <Stack>
      <PageHeader
        title={t('donations.form.editTitle')}
        intro={
          <Group gap="xs" component="span">
            <Text span fw={600} c="var(--mantine-color-text)">
              {name}
            </Text>
            <PublishStatusBadge published={published} label={t(`donations.status.${donation.status}`)} testId="donation-status" />
          </Group>
        }
        back={{ to: '/donations', label: t('shell.nav.donations'), testId: 'back-to-donations' }}
        actions={
          <>
            <Button
              variant={published ? 'default' : 'filled'}
              leftSection={published ? <IconWorldOff size={16} /> : <IconWorldUpload size={16} />}
              loading={setStatus.isPending}
              onClick={() => void changeStatus()}
              data-testid={published ? 'donation-unpublish' : 'donation-publish'}
            >
              {published ? t('donations.form.unpublish') : t('donations.form.publish')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDeleting(true)}
              data-testid="donation-delete"
            >
              {t('common.actions.delete')}
            </Button>
          </>
        }
      />
      {created && !saved && (
        <Alert color="green" data-testid="donation-created">
          {t('donations.form.created')}
        </Alert>
      )}
      {saved && (
        <Alert color="green" withCloseButton onClose={() => setSaved(false)} data-testid="donation-saved">
          {t('donations.form.saved')}
        </Alert>
      )}
      <DonationImage donation={donation} name={name} />
      <DonationForm
        key={donation.updatedAt}
        donation={donation}
        currency={donation.currency}
        venues={venues}
        saving={update.isPending}
        onSave={async (body) => {
          await update.mutateAsync(body);
          setSaved(true);
        }}
        onCancel={() => navigate('/donations')}
      />
      <ConfirmModal
        opened={deleting}
        title={t('donations.delete.title')}
        confirmLabel={t('common.actions.delete')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(false)}
      >
        {t('donations.delete.body', { name })}
      </ConfirmModal>
    </Stack>
  );
}

const IMAGE_ACCEPT = AVATAR_CONTENT_TYPES.join(',');

/** The campaign's image as the shop will crop it (2:1), with upload, replace and remove. */
function DonationImage({ donation, name }: { donation: TDonation; name: string }) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const upload = useUploadDonationImage(donation.donationId);
  const remove = useRemoveDonationImage(donation.donationId);
  const preview = (
    <AspectRatio ratio={2} w="100%" maw={480}>
      {donation.imageUrl ? (
        <Image
          src={donation.imageUrl}
          alt={t('donations.image.alt', { name })}
          fit="cover"
          radius="sm"
          data-testid="donation-image-picture"
        />
      ) : (
        <Center bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <Stack align="center" gap={4}>
            <IconPhoto size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {t('donations.image.none')}
            </Text>
          </Stack>
        </Center>
      )}
    </AspectRatio>
  );
  const failureText = (error: unknown) => {
    if (error instanceof ApiError && error.status === 413) return t('donations.image.tooLarge');
    const image = localizeFields(error, t).image;
    if (image) return image;
    return localizedErrorText(error, t);
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('donations.image.title')}
        </Title>
        <ImageUploadField
          preview={preview}
          hasImage={donation.imageUrl !== null}
          accept={IMAGE_ACCEPT}
          check={(file) => {
            if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type))
              return { title: t('donations.image.wrongType'), detail: t('donations.image.hint') };
            if (file.size > AVATAR_MAX_BYTES) return { title: t('donations.image.tooLarge'), detail: t('donations.image.hint') };
            return null;
          }}
          upload={(file, onFailure) =>
            upload.mutate(file, { onError: (error) => onFailure({ title: t('donations.image.failed'), detail: failureText(error) }) })
          }
          uploading={upload.isPending}
          remove={() => remove.mutate(undefined, { onError: (error) => showError(localizedErrorText(error, t)) })}
          removing={remove.isPending}
          labels={{
            upload: t('donations.image.upload'),
            replace: t('donations.image.replace'),
            remove: t('donations.image.remove'),
            hint: t('donations.image.hint'),
          }}
          testId="donation-image"
        />
      </Stack>
    </Paper>
  );
}
