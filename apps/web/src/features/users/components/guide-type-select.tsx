import { Select } from '@mantine/core';
import { GUIDE_TYPES, type GuideType } from '@foyer/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  value: GuideType | null;
  onChange: (value: GuideType | null) => void;
  error?: ReactNode;
  testId?: string;
}

/** Which kind of guide a person with the Guide role is; asked only when that role is chosen. */
export function GuideTypeSelect({ value, onChange, error, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('users.fields.guideType')}
      placeholder={t('users.form.guideTypePlaceholder')}
      data={GUIDE_TYPES.map((type) => ({ value: type, label: t(`common.guideTypes.${type}`) }))}
      maw={320}
      clearable
      value={value}
      error={error}
      onChange={(chosen) => onChange((chosen as GuideType | null) ?? null)}
      data-testid={testId}
    />
  );
}
