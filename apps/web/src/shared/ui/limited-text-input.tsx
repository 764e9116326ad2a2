import { TextInput, Textarea, type TextareaProps, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A text field that holds at most `maxLength` characters and says so once it is full: a longer
 * text pasted into it was cut without a word (a walk pasted 10,000 characters into an event's name).
 */
export function LimitedTextInput({ maxLength, description, ...props }: TextInputProps & { maxLength: number }) {
  const { t } = useTranslation();
  const full = typeof props.value === 'string' && props.value.length >= maxLength;
  return (
    <TextInput maxLength={maxLength} description={full ? t('components.limitedText.full', { count: maxLength }) : description} {...props} />
  );
}

/** The same for a longer text. */
export function LimitedTextarea({ maxLength, description, ...props }: TextareaProps & { maxLength: number }) {
  const { t } = useTranslation();
  const full = typeof props.value === 'string' && props.value.length >= maxLength;
  return (
    <Textarea maxLength={maxLength} description={full ? t('components.limitedText.full', { count: maxLength }) : description} {...props} />
  );
}
