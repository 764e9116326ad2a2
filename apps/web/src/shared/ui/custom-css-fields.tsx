import { Fieldset, Radio, Stack, Switch, TextInput, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomCssForm } from '../forms/custom-css';

interface Props {
  value: CustomCssForm;
  onChange(next: CustomCssForm): void;
  /** The message for the address, already translated. */
  hrefError?: string | undefined;
  /** Whose style it changes: the organisation's shop pages or one venue's. */
  description: string;
  disabled?: boolean;
}

/** A custom stylesheet (SPEC §3): replace or extend the default style, from an https address. */
export function CustomCssFields({ value, onChange, hrefError, description, disabled }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<CustomCssForm>) => onChange({ ...value, ...patch });
  return (
    <Fieldset legend={t('components.customCss.legend')} disabled={disabled} data-testid="custom-css">
      <Stack gap="sm">
        <Switch
          label={t('components.customCss.enabled')}
          description={description}
          checked={value.enabled}
          onChange={(event) => set({ enabled: event.currentTarget.checked })}
          data-testid="css-enabled"
        />
        {value.enabled && (
          <>
            <Radio.Group
              label={t('components.customCss.mode')}
              value={value.mode}
              onChange={(mode) => set({ mode: mode as CustomCssForm['mode'] })}
            >
              <Group mt={6} gap="lg" align="flex-start">
                <Radio
                  value="APPEND"
                  label={t('components.customCss.modes.APPEND')}
                  description={t('components.customCss.modeHelp.APPEND')}
                  maw={280}
                />
                <Radio
                  value="REPLACE"
                  label={t('components.customCss.modes.REPLACE')}
                  description={t('components.customCss.modeHelp.REPLACE')}
                  maw={280}
                />
              </Group>
            </Radio.Group>
            <TextInput
              label={t('components.customCss.href')}
              description={t('components.customCss.hrefHelp')}
              placeholder="https://museum.example/shop.css"
              type="url"
              required
              value={value.href}
              error={hrefError}
              onChange={(event) => set({ href: event.currentTarget.value })}
              data-testid="css-href"
            />
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
