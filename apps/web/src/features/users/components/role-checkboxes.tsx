import { Checkbox, Group } from '@mantine/core';
import type { Role } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import type { RoleChoice } from '../user-form-values';

interface RoleCheckboxesProps {
  choices: readonly RoleChoice[];
  value: Role[];
  onChange(value: Role[]): void;
  error?: React.ReactNode;
  label: string;
  description?: string;
}

/** One checkbox per role the actor may grant. */
export function RoleCheckboxes({ choices, value, onChange, error, label, description }: RoleCheckboxesProps) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={label}
      description={description}
      value={value}
      onChange={(next) => onChange(next as Role[])}
      error={error}
      withAsterisk
    >
      <Group mt="xs" gap="md">
        {choices.map(({ role, disabled }) => (
          <Checkbox key={role} value={role} label={t(`common.roles.${role}`)} disabled={disabled} data-testid={`role-${role}`} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
