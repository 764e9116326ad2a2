import { ZOrigin, type TOrganization, type TOrganizationUpdate } from '@foyer/contracts';
import { cssErrors, cssFromForm, cssToForm, type CustomCssForm } from '../../shared/forms/custom-css';

export interface OrganizationFormValues {
  name: string;
  targetOrigin: string;
  payouts: boolean;
  css: CustomCssForm;
}

export const organizationToForm = (organization?: TOrganization | null): OrganizationFormValues => ({
  name: organization?.name ?? '',
  targetOrigin: organization?.targetOrigin ?? '',
  payouts: organization?.features.payouts ?? false,
  css: cssToForm(organization?.css),
});

/**
 * The body to save. Features go only with a platform admin's save: for anyone else the server
 * keeps them (and would refuse a change).
 */
export function organizationFromForm(values: OrganizationFormValues, options: { withFeatures: boolean }): TOrganizationUpdate {
  const targetOrigin = values.targetOrigin.trim();
  const body: TOrganizationUpdate = {
    name: values.name.trim(),
    css: cssFromForm(values.css),
    targetOrigin: targetOrigin ? (ZOrigin.safeParse(targetOrigin).data ?? targetOrigin) : null,
  };
  if (options.withFeatures) body.features = { payouts: values.payouts };
  return body;
}

/** i18n keys of what is wrong, by form path. */
export function validateOrganization(values: OrganizationFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'common.validation.required';
  const origin = values.targetOrigin.trim();
  if (origin && !ZOrigin.safeParse(origin).success) errors.targetOrigin = 'organizations.validation.origin';
  return { ...errors, ...cssErrors(values.css) };
}
