import type { TOrganization } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/form-layout';
import { OrganizationForm } from './organization-form';
import { PaymentSettingsSection } from './payment-settings-section';
import { StripeSettingsSection } from './stripe-settings-section';

interface Props {
  opened: boolean;
  organization: TOrganization | null;
  onClose(): void;
  onSaved?(organization: TOrganization, created: boolean): void;
}

/** A platform admin creates or edits any organisation in a dialog; full screen on a phone. */
export function OrganizationFormModal({ opened, organization, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={organization ? t('organizations.form.editTitle', { name: organization.name }) : t('organizations.form.createTitle')}
      testId="organization-modal"
    >
      <OrganizationForm
        key={organization?.orgId ?? 'new'}
        organization={organization}
        platformAdmin
        canWrite
        onDone={(saved, created) => {
          onSaved?.(saved, created);
          onClose();
        }}
      />
      {organization && <PaymentSettingsSection orgId={organization.orgId} />}
      {organization && <StripeSettingsSection orgId={organization.orgId} canWrite />}
    </FormModal>
  );
}
