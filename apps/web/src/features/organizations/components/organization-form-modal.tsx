import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TOrganization } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { OrganizationForm } from './organization-form';
import { PaymentSettingsSection } from './payment-settings-section';
import { StripeSettingsSection } from './stripe-settings-section';

interface Props {
  opened: boolean;
  organization: TOrganization | null;
  onClose(): void;
}

/** A platform admin creates or edits any organisation in a dialog; full screen on a phone. */
export function OrganizationFormModal({ opened, organization, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      title={organization ? t('organizations.form.editTitle', { name: organization.name }) : t('organizations.form.createTitle')}
      data-testid="organization-modal"
    >
      {opened && (
        <OrganizationForm key={organization?.orgId ?? 'new'} organization={organization} platformAdmin canWrite onDone={onClose} />
      )}
      {opened && organization && <PaymentSettingsSection orgId={organization.orgId} />}
      {opened && organization && <StripeSettingsSection orgId={organization.orgId} canWrite />}
    </Modal>
  );
}
