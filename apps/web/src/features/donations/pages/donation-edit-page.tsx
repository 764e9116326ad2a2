import { AspectRatio, Center, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, type TDonation } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { localizedErrorText, localizeFields } from '../../../shared/forms/server-messages';
import { DeleteConfirmationModal, useDeleteConfirmation } from '../../../shared/ui/delete-confirmation';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { FormSection } from '../../../shared/ui/form-layout';
import { ImageUploadField } from '../../../shared/ui/image-upload-field';
import { EditPageStates, PublishableHeader, SavedNotices, useSaveNotes } from '../../../shared/ui/publishable-edit';
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
  return (
    <EditPageStates
      query={donation}
      title={t('donations.form.editTitle')}
      back={backToList(t)}
      operation={t('donations.operations.loadOne')}
      notFound={{
        title: t('donations.notFound.title'),
        body: t('donations.notFound.body'),
        to: '/donations',
        label: t('donations.notFound.back'),
      }}
      testId="donation-not-found"
    >
      {(loaded) => <DonationEditor key={loaded.donationId} donation={loaded} onReload={() => void donation.refetch()} />}
    </EditPageStates>
  );
}

/** The way back to the list, above the title. */
const backToList = (t: (key: string) => string) => ({ to: '/donations', label: t('shell.nav.donations'), testId: 'back-to-donations' });

function DonationEditor({ donation, onReload }: { donation: TDonation; onReload(): void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const showError = useErrorSnackbar();
  const update = useUpdateDonation(donation.donationId);
  const setStatus = useSetDonationStatus(donation.donationId);
  const remove = useDeleteDonation();
  const deletion = useDeleteConfirmation(() => remove.mutateAsync(donation.donationId), {
    onDeleted: () => navigate('/donations', { replace: true }),
    closeOnRefusal: true,
  });
  const venues = useVenueChoices();
  const notes = useSaveNotes();
  const published = donation.status === 'Published';
  const name = donationName(donation, i18n.language);

  const changeStatus = async () => {
    try {
      await setStatus.mutateAsync(published ? 'Draft' : 'Published');
      notes.setSaved(false);
    } catch (error) {
      showError(localizedErrorText(error, t));
    }
  };

  return (
    <Stack>
      <PublishableHeader
        title={t('donations.form.editTitle')}
        name={name}
        published={published}
        statusLabel={t(`donations.status.${donation.status}`)}
        back={backToList(t)}
        publishLabel={t('donations.form.publish')}
        unpublishLabel={t('donations.form.unpublish')}
        changingStatus={setStatus.isPending}
        onChangeStatus={() => void changeStatus()}
        onDelete={() => deletion.ask(donation)}
        testIdPrefix="donation"
      />
      <SavedNotices notes={notes} createdText={t('donations.form.created')} savedText={t('donations.form.saved')} testIdPrefix="donation" />
      <DonationImage donation={donation} name={name} />
      <DonationForm
        key={donation.updatedAt}
        donation={donation}
        currency={donation.currency}
        venues={venues}
        saving={update.isPending}
        onSave={async (body) => {
          // The copy the form was filled from: a save by someone else since is refused (409 stale_version).
          await update.mutateAsync({ ...body, updatedAt: donation.updatedAt });
          notes.setSaved(true);
        }}
        onReload={onReload}
        onCancel={() => navigate('/donations')}
      />
      <DeleteConfirmationModal deletion={deletion} title={t('donations.delete.title')}>
        {() => t('donations.delete.body', { name })}
      </DeleteConfirmationModal>
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
    <FormSection title={t('donations.image.title')}>
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
    </FormSection>
  );
}
