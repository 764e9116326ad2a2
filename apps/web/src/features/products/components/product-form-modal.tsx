import { ActionIcon, Button, Group, Input, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  MAX_PRODUCT_OFFERS,
  MAX_TOUR_APP_ADDRESS,
  PRODUCT_KINDS,
  TOUR_APP_CODE,
  type Language,
  type ProductKind,
  type TProduct,
} from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, localizeErrors, localizedErrorText } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { FormButtons, FormModal, unitAfter, useFormModalClose } from '../../../shared/ui/form-layout';
import { LocalizedTextsFields } from '../../../shared/ui/localized-texts-fields';
import { useSaveProduct } from '../mutations';
import {
  newOfferValues,
  productFormPath,
  productFormValues,
  productName,
  toProductWrite,
  validateProductForm,
  type ProductFormValues,
} from '../product-form';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { useOneSaveAtATime } from '../../../shared/forms/one-save-at-a-time';

interface Props {
  opened: boolean;
  /** The product to edit; null creates one. */
  product: TProduct | null;
  currency: string;
  onClose(): void;
}

/** Creates or edits a product in a dialog; full screen on a phone. */
export function ProductFormModal({ opened, product, currency, onClose }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={product ? t('products.form.editTitle', { name: productName(product, i18n.language) }) : t('products.form.createTitle')}
      size="xl"
      testId="product-modal"
    >
      <ProductForm key={product?.productId ?? 'new'} product={product} currency={currency} onDone={onClose} />
    </FormModal>
  );
}

function ProductForm({ product, currency, onDone }: { product: TProduct | null; currency: string; onDone(): void }) {
  const { t, i18n } = useTranslation();
  const showError = useErrorSnackbar();
  const save = useSaveProduct();
  const form = useForm<ProductFormValues>({
    initialValues: productFormValues(product, i18n.language),
    validate: (values) => localizeErrors(validateProductForm(values, i18n.language), t),
  });

  const requestClose = useFormModalClose(form.isDirty() && !save.isPending);
  const once = useOneSaveAtATime();
  const submit = form.onSubmit(
    (values) =>
      once(async () => {
        try {
          await save.mutateAsync({ productId: product?.productId ?? null, product: toProductWrite(values, i18n.language) });
          onDone();
        } catch (error) {
          const own = (path: string) =>
            /^(names|descriptions)\.\w+$|^offers(\.\d+\.(names\.\w+|price))?$|^(kind|vat|defaultLanguage|appAddress)$/.test(path);
          const pathFor = (path: string) => productFormPath(path, form.values.defaultLanguage);
          if (!applyServerFieldErrors(error, form, t, { fields: own, pathFor })) showError(localizedErrorText(error, t));
        }
      }),
    focusInvalidField,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Input.Wrapper label={t('products.fields.kind')}>
          <SegmentedControl
            mt={4}
            fullWidth
            w={{ base: '100%', xs: 320 }}
            value={form.values.kind}
            onChange={(value) => form.setFieldValue('kind', value as ProductKind)}
            data={PRODUCT_KINDS.map((kind) => ({ value: kind, label: t(`products.kinds.${kind}`) }))}
            data-testid="product-kind"
          />
        </Input.Wrapper>
        <LocalizedTextsFields
          form={form}
          testId="product"
          more={{
            fields: (language) => <OfferNamesIn language={language} form={form} />,
            refused: (language) =>
              language !== form.values.defaultLanguage &&
              form.values.offers.some((_, row) => form.errors[`offers.${row}.names.${language}`]),
          }}
        />
        <Input.Wrapper label={t('products.fields.offers')} description={t('products.form.offersHelp')} error={form.errors.offers}>
          <Stack gap="xs" mt={6}>
            {form.values.offers.map((_, row) => (
              <Group key={row} gap="xs" wrap="nowrap" align="flex-end">
                <SimpleGrid cols={{ base: 1, xs: 2 }} style={{ flex: 1 }} spacing="xs">
                  {/* Named on screen, so "Required" or "Invalid price" under a field says which (a walk saw bare fields). */}
                  <TextInput
                    label={t('products.form.offerName', { number: row + 1 })}
                    placeholder={t('products.form.offerNamePlaceholder')}
                    maxLength={120}
                    {...form.getInputProps(`offers.${row}.names.${form.values.defaultLanguage}`)}
                    data-testid={`product-offer-name-${row}`}
                  />
                  <TextInput
                    label={t('products.form.offerPrice', { number: row + 1 })}
                    inputMode="decimal"
                    {...unitAfter(currency)}
                    {...form.getInputProps(`offers.${row}.price`)}
                    data-testid={`product-offer-price-${row}`}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('products.form.removeOffer', { number: row + 1 })}
                  disabled={form.values.offers.length === 1}
                  onClick={() => form.removeListItem('offers', row)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Input.Wrapper>
        {form.values.offers.length < MAX_PRODUCT_OFFERS && (
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('offers', newOfferValues())}
            data-testid="product-add-offer"
          >
            {t('products.form.addOffer')}
          </Button>
        )}
        <TextInput
          label={t('products.fields.vat')}
          description={t('products.form.vatHelp')}
          inputMode="decimal"
          w={{ base: '100%', xs: 200 }}
          rightSection={
            <Text size="sm" c="dimmed">
              %
            </Text>
          }
          {...form.getInputProps('vat')}
          data-testid="product-vat"
        />
        <TextInput
          label={t('products.fields.appAddress')}
          description={t('products.form.appAddressHelp', { code: TOUR_APP_CODE })}
          placeholder={`https://…/${TOUR_APP_CODE}`}
          type="url"
          inputMode="url"
          maxLength={MAX_TOUR_APP_ADDRESS}
          {...form.getInputProps('appAddress')}
          data-testid="product-app-address"
        />
        <FormButtons onCancel={requestClose ?? onDone} saving={save.isPending} saveTestId="product-save" />
      </Stack>
    </form>
  );
}

/**
 * The offers' names in one of the product's other languages (in the default language they are
 * named beside their prices): a blank one shows the default language's name to that visitor.
 */
function OfferNamesIn({ language, form }: { language: Language; form: UseFormReturnType<ProductFormValues> }) {
  const { t } = useTranslation();
  if (language === form.values.defaultLanguage) return null;
  const languageName = t(`components.localizedTexts.languageNames.${language}`);
  return (
    <Input.Wrapper label={t('products.form.offerNamesIn', { language: languageName })} description={t('products.form.offerNamesHelp')}>
      <Stack gap="xs" mt={6}>
        {form.values.offers.map((offer, row) => (
          <TextInput
            key={row}
            aria-label={t('products.form.offerNameIn', { number: row + 1, language: languageName })}
            placeholder={offer.names[form.values.defaultLanguage]}
            maxLength={120}
            {...form.getInputProps(`offers.${row}.names.${language}`)}
            data-testid={`product-offer-name-${row}-${language}`}
          />
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
