import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Grid,
  Box,
  Text,
  TextInput,
  Title,
  Accordion,
  MultiSelect,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  BRING_ALONG,
  EVENT_VISIBILITIES,
  EXPERIENCE_FEATURES,
  LANGUAGES,
  REFUND_POLICIES,
  RESTRICTIONS,
  SALE_MODES,
  SALES_CHANNELS,
  type TVenue,
} from '@foyer/contracts';
import { durationDisplay, type DurationDisplay } from '@foyer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, newTicket, ticketPrices, WIZARD_STEPS, type WizardStep, type WizardValues } from '../wizard-values';
import { OccurrencePreview, RecurringScheduleFields, SingleScheduleFields } from './schedule-fields';

type Form = UseFormReturnType<WizardValues>;
type T = (key: string, options?: Record<string, unknown>) => string;

export const durationText = (display: DurationDisplay): string =>
  display.unit === 'hours' ? `${display.value} h` : display.unit === 'minutes' ? `${display.value} min` : `${display.hours} h ${display.minutes} min`;

/** Minor units in the reader's locale with 2 decimals (SPEC §9), without a currency sign. */
export const money = (minor: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

export function GeneralStep({ form, eventTypes, venues }: { form: Form; eventTypes: { id: string; name: string }[]; venues: TVenue[] }) {
  const { t } = useTranslation();
  const languageData = LANGUAGES.map((value) => ({ value, label: t(`eventWizard.languageNames.${value}`) }));
  const minutes = Number(form.values.durationMinutes);
  return (
    <Stack gap="sm">
      <Select
        label={t('eventWizard.general.defaultLanguage')}
        data={languageData}
        allowDeselect={false}
        w={{ base: '100%', xs: 260 }}
        {...form.getInputProps('defaultLanguage')}
        data-testid="general-default-language"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {LANGUAGES.map((language) => (
          <TextInput
            key={language}
            label={t('eventWizard.general.nameIn', { language: t(`eventWizard.languageNames.${language}`) })}
            withAsterisk={language === form.values.defaultLanguage}
            maxLength={200}
            {...form.getInputProps(`names.${language}`)}
            data-testid={`general-name-${language}`}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('eventWizard.general.eventType')}
          withAsterisk
          searchable
          data={eventTypes.map((type) => ({ value: type.id, label: type.name }))}
          {...form.getInputProps('eventTypeId')}
          data-testid="general-event-type"
        />
        <TextInput label={t('eventWizard.general.category')} maxLength={100} {...form.getInputProps('category')} data-testid="general-category" />
        <MultiSelect
          label={t('eventWizard.general.languages')}
          data={languageData}
          {...form.getInputProps('languages')}
          data-testid="general-languages"
        />
        <Select
          label={t('eventWizard.general.visibility')}
          data={EVENT_VISIBILITIES.map((value) => ({ value, label: t(`eventWizard.visibility.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('visibility')}
          data-testid="general-visibility"
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('eventWizard.general.display')}
        </Text>
        <SegmentedControl
          w={{ base: '100%', xs: 200 }}
          data={[
            { value: 'yes', label: t('eventWizard.yes') },
            { value: 'no', label: t('eventWizard.no') },
          ]}
          value={form.values.display ? 'yes' : 'no'}
          onChange={(value) => form.setFieldValue('display', value === 'yes')}
          data-testid="general-display"
        />
      </Stack>
      <Radio.Group label={t('eventWizard.general.location')} {...form.getInputProps('locationKind')}>
        <Group mt={4}>
          <Radio value="Venue" label={t('eventWizard.general.venue')} data-testid="general-location-venue" />
          <Radio value="Online" label={t('eventWizard.general.online')} data-testid="general-location-online" />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {form.values.locationKind === 'Venue' ? (
          <Select
            label={t('eventWizard.general.venue')}
            withAsterisk
            data={venues.map((venue) => ({ value: venue.venueId, label: venue.name }))}
            {...form.getInputProps('venueId')}
            data-testid="general-venue"
          />
        ) : (
          <TextInput label={t('eventWizard.general.url')} withAsterisk placeholder="https://" {...form.getInputProps('url')} data-testid="general-url" />
        )}
        <NumberInput
          label={t('eventWizard.general.duration')}
          min={0}
          max={100_000}
          allowDecimal={false}
          description={Number.isFinite(minutes) && minutes > 0 ? t('eventWizard.general.durationShown', { text: durationText(durationDisplay(minutes)) }) : undefined}
          {...form.getInputProps('durationMinutes')}
          data-testid="general-duration"
        />
      </SimpleGrid>
    </Stack>
  );
}

export function ScheduleStep({ form, zone }: { form: Form; zone: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SegmentedControl
        w={{ base: '100%', xs: 320 }}
        data={[
          { value: 'Single', label: t('eventWizard.schedule.single') },
          { value: 'Recurring', label: t('eventWizard.schedule.recurring') },
        ]}
        {...form.getInputProps('scheduleKind')}
        data-testid="schedule-kind"
      />
      {form.values.scheduleKind === 'Single' ? <SingleScheduleFields form={form} /> : <RecurringScheduleFields form={form} />}
      <Divider />
      <OccurrencePreview values={form.values} zone={zone} />
    </Stack>
  );
}

function CheckboxList<V extends string>({ form, field, options, label }: { form: Form; field: 'bringAlong' | 'restrictions' | 'features'; options: readonly V[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group label={label} {...form.getInputProps(field)}>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt={6} spacing="xs">
        {options.map((option) => (
          <Checkbox key={option} value={option} label={t(`eventWizard.${field}.${option}`)} data-testid={`experience-${field}-${option}`} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

export function ExperienceStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <CheckboxList form={form} field="bringAlong" options={BRING_ALONG} label={t('eventWizard.experience.bringAlong')} />
      <CheckboxList form={form} field="restrictions" options={RESTRICTIONS} label={t('eventWizard.experience.restrictions')} />
      <CheckboxList form={form} field="features" options={EXPERIENCE_FEATURES} label={t('eventWizard.experience.features')} />
    </Stack>
  );
}

export function GuidesStep({ form, guides }: { form: Form; guides: { userId: string; fullName: string }[] }) {
  const { t } = useTranslation();
  if (guides.length === 0) return <Text c="dimmed">{t('eventWizard.guides.none')}</Text>;
  return (
    <Checkbox.Group label={t('eventWizard.guides.pick')} description={t('eventWizard.guides.help')} {...form.getInputProps('guideIds')}>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt={8} spacing="xs">
        {guides.map((guide) => (
          <Checkbox key={guide.userId} value={guide.userId} label={guide.fullName} data-testid={`guide-${guide.userId}`} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

function TicketCard({ form, index, t, locale }: { form: Form; index: number; t: T; locale: string }) {
  const ticket = form.values.tickets[index]!;
  const path = `tickets.${index}`;
  const prices = ticketPrices(ticket);
  const defaultLanguage = form.values.defaultLanguage;
  const others = LANGUAGES.filter((language) => language !== defaultLanguage);
  const switchEntry = (entry: string) => {
    // Keep the amount the user sees: the derived one becomes the typed one.
    if (entry === 'net' && prices.netMinor !== null) form.setFieldValue(`${path}.net`, amountText(prices.netMinor));
    if (entry === 'gross' && prices.grossMinor !== null) form.setFieldValue(`${path}.gross`, amountText(prices.grossMinor));
    form.setFieldValue(`${path}.priceEntry`, entry as 'net' | 'gross');
  };
  const priceError = form.errors[`${path}.price`];
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`ticket-${index}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {t('eventWizard.tickets.ticket', { number: index + 1 })}
          </Title>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('eventWizard.tickets.remove')}
            onClick={() => form.removeListItem('tickets', index)}
            data-testid={`ticket-${index}-remove`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('eventWizard.general.nameIn', { language: t(`eventWizard.languageNames.${defaultLanguage}`) })}
            withAsterisk
            maxLength={200}
            {...form.getInputProps(`${path}.names.${defaultLanguage}`)}
            data-testid={`ticket-${index}-name`}
          />
          <Select
            label={t('eventWizard.tickets.age')}
            data={[
              { value: 'Adult', label: t('eventWizard.tickets.ages.Adult') },
              { value: 'Underage', label: t('eventWizard.tickets.ages.Underage') },
            ]}
            allowDeselect={false}
            {...form.getInputProps(`${path}.age`)}
            data-testid={`ticket-${index}-age`}
          />
        </SimpleGrid>
        <Accordion variant="contained" chevronPosition="left">
          <Accordion.Item value="names">
            <Accordion.Control>{t('eventWizard.tickets.translations')}</Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {others.map((language) => (
                  <TextInput
                    key={language}
                    label={t(`eventWizard.languageNames.${language}`)}
                    maxLength={200}
                    {...form.getInputProps(`${path}.names.${language}`)}
                    data-testid={`ticket-${index}-name-${language}`}
                  />
                ))}
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('eventWizard.tickets.priceEntry')}
          </Text>
          <SegmentedControl
            w={{ base: '100%', xs: 280 }}
            data={[
              { value: 'gross', label: t('eventWizard.tickets.withVat') },
              { value: 'net', label: t('eventWizard.tickets.withoutVat') },
            ]}
            value={ticket.priceEntry}
            onChange={switchEntry}
            data-testid={`ticket-${index}-price-entry`}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
          {ticket.priceEntry === 'gross' ? (
            <TextInput
              label={t('eventWizard.tickets.gross')}
              inputMode="decimal"
              {...form.getInputProps(`${path}.gross`)}
              error={priceError}
              description={prices.netMinor !== null ? t('eventWizard.tickets.derivedNet', { amount: money(prices.netMinor, locale) }) : undefined}
              data-testid={`ticket-${index}-gross`}
            />
          ) : (
            <TextInput
              label={t('eventWizard.tickets.net')}
              inputMode="decimal"
              {...form.getInputProps(`${path}.net`)}
              error={priceError}
              description={prices.grossMinor !== null ? t('eventWizard.tickets.derivedGross', { amount: money(prices.grossMinor, locale) }) : undefined}
              data-testid={`ticket-${index}-net`}
            />
          )}
          <TextInput label={t('eventWizard.tickets.vat')} inputMode="decimal" {...form.getInputProps(`${path}.vat`)} data-testid={`ticket-${index}-vat`} />
          <Select
            label={t('eventWizard.tickets.salesChannel')}
            data={SALES_CHANNELS.map((value) => ({ value, label: t(`eventWizard.tickets.channels.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps(`${path}.salesChannel`)}
            data-testid={`ticket-${index}-channel`}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
          <Stack gap={4}>
            <NumberInput
              label={t('eventWizard.tickets.quantity')}
              min={0}
              allowDecimal={false}
              disabled={ticket.infinite}
              {...form.getInputProps(`${path}.quantity`)}
              data-testid={`ticket-${index}-quantity`}
            />
            <Switch
              label={t('eventWizard.tickets.infinite')}
              {...form.getInputProps(`${path}.infinite`, { type: 'checkbox' })}
              data-testid={`ticket-${index}-infinite`}
            />
          </Stack>
          <NumberInput
            label={t('eventWizard.tickets.minimumQuantity')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps(`${path}.minimumQuantity`)}
            data-testid={`ticket-${index}-minimum`}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

export function TicketsStep({ form }: { form: Form }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm">
      {typeof form.errors.tickets === 'string' && (
        <Alert color="red" data-testid="tickets-error">
          {form.errors.tickets}
        </Alert>
      )}
      {form.values.tickets.map((ticket, index) => (
        <TicketCard key={ticket.key} form={form} index={index} t={t} locale={i18n.language} />
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('tickets', newTicket('Adult'))} data-testid="ticket-add">
          {t('eventWizard.tickets.add')}
        </Button>
      </Group>
    </Stack>
  );
}

export function SalesStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const lang = form.values.defaultLanguage;
  return (
    <Stack gap="sm">
      <Radio.Group label={t('eventWizard.sales.mode')} {...form.getInputProps('saleMode')}>
        <Stack mt={6} gap="xs">
          {SALE_MODES.map((mode) => (
            <Radio
              key={mode}
              value={mode}
              label={t(`eventWizard.sales.modes.${mode}`)}
              description={t(mode === 'POOL' ? 'eventWizard.sales.poolHelp' : 'eventWizard.sales.individualHelp')}
              data-testid={`sales-mode-${mode}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {form.values.saleMode === 'POOL' ? (
        <NumberInput
          label={t('eventWizard.sales.poolCapacity')}
          withAsterisk
          min={0}
          allowDecimal={false}
          w={{ base: '100%', xs: 260 }}
          {...form.getInputProps('poolCapacity')}
          data-testid="sales-pool-capacity"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {form.values.tickets.map((ticket, index) => (
            <Group key={ticket.key} align="flex-end" wrap="nowrap">
              <NumberInput
                style={{ flex: 1 }}
                label={t('eventWizard.sales.capacityFor', { name: ticket.names[lang] || t('eventWizard.tickets.ticket', { number: index + 1 }) })}
                min={0}
                allowDecimal={false}
                disabled={ticket.infinite}
                {...form.getInputProps(`tickets.${index}.quantity`)}
                data-testid={`sales-ticket-${index}-capacity`}
              />
              <Switch label={t('eventWizard.tickets.infinite')} mb={8} {...form.getInputProps(`tickets.${index}.infinite`, { type: 'checkbox' })} />
            </Group>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function RefundStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('eventWizard.refund.label')} {...form.getInputProps('refundPolicy')}>
      <Stack mt={6} gap="xs">
        {REFUND_POLICIES.map((policy) => (
          <Radio key={policy} value={policy} label={t(`eventWizard.refund.options.${policy}`)} data-testid={`refund-${policy}`} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function Row({ label, children, onEdit }: { label: string; children: ReactNode; onEdit?: () => void }) {
  const { t } = useTranslation();
  return (
    <Grid gutter={{ base: 2, sm: 'md' }} py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Grid.Col span={{ base: 9, sm: 3 }} order={{ base: 1 }}>
        <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }} order={{ base: 3, sm: 2 }}>
        <Box fz="sm">{children}</Box>
      </Grid.Col>
      <Grid.Col span={{ base: 3, sm: 1 }} order={{ base: 2, sm: 3 }} ta="right">
        {onEdit && (
          <Button variant="subtle" size="compact-xs" onClick={onEdit}>
            {t('eventWizard.preview.edit')}
          </Button>
        )}
      </Grid.Col>
    </Grid>
  );
}

export function PreviewStep({
  values,
  eventTypes,
  venues,
  guides,
  zone,
  onEdit,
}: {
  values: WizardValues;
  eventTypes: { id: string; name: string }[];
  venues: TVenue[];
  guides: { userId: string; fullName: string }[];
  zone: string;
  onEdit: (step: WizardStep) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = values.defaultLanguage;
  const none = t('eventWizard.preview.none');
  const list = (items: string[]) => (items.length ? items.join(', ') : none);
  const edit = (step: WizardStep) => () => onEdit(step);
  const venue = venues.find((v) => v.venueId === values.venueId);
  const minutes = Number(values.durationMinutes);
  return (
    <Stack gap="sm" data-testid="wizard-preview">
      <Text c="dimmed" size="sm">
        {t('eventWizard.preview.intro')}
      </Text>
      <Box>
          <Row label={t('eventWizard.general.names')} onEdit={edit('general')}>
            <Text fw={600} size="sm">
              {values.names[lang]}
            </Text>
            {LANGUAGES.filter((l) => l !== lang && values.names[l].trim()).map((l) => (
              <Text key={l} size="xs" c="dimmed">
                {t(`eventWizard.languageNames.${l}`)}: {values.names[l]}
              </Text>
            ))}
          </Row>
          <Row label={t('eventWizard.general.eventType')}>{eventTypes.find((type) => type.id === values.eventTypeId)?.name ?? none}</Row>
          <Row label={t('eventWizard.general.category')}>{values.category || none}</Row>
          <Row label={t('eventWizard.general.languages')}>{list(values.languages.map((l) => t(`eventWizard.languageNames.${l}`)))}</Row>
          <Row label={t('eventWizard.general.visibility')}>
            {t(`eventWizard.visibility.${values.visibility}`)} · {t('eventWizard.general.display')}: {values.display ? t('eventWizard.yes') : t('eventWizard.no')}
          </Row>
          <Row label={t('eventWizard.preview.where')}>{values.locationKind === 'Venue' ? (venue?.name ?? none) : values.url}</Row>
          <Row label={t('eventWizard.general.duration')}>{Number.isFinite(minutes) ? durationText(durationDisplay(minutes)) : none}</Row>
          <Row label={t('eventWizard.preview.when')} onEdit={edit('schedule')}>
            <OccurrencePreview values={values} zone={zone} />
          </Row>
          <Row label={t('eventWizard.steps.experience')} onEdit={edit('experience')}>
            {list([
              ...values.bringAlong.map((v) => t(`eventWizard.bringAlong.${v}`)),
              ...values.restrictions.map((v) => `${t('eventWizard.experience.restrictions')}: ${t(`eventWizard.restrictions.${v}`)}`),
              ...values.features.map((v) => t(`eventWizard.features.${v}`)),
            ])}
          </Row>
          <Row label={t('eventWizard.steps.guides')} onEdit={edit('guides')}>
            {list(values.guideIds.map((id) => guides.find((g) => g.userId === id)?.fullName ?? id))}
          </Row>
          <Row label={t('eventWizard.preview.tickets')} onEdit={edit('tickets')}>
            <Stack gap={2}>
              {values.tickets.map((ticket, index) => {
                const prices = ticketPrices(ticket);
                return (
                  <Text key={ticket.key} size="sm" data-testid={`preview-ticket-${index}`}>
                    {ticket.names[lang]} ({t(`eventWizard.tickets.ages.${ticket.age}`)}) — {prices.grossMinor !== null ? money(prices.grossMinor, i18n.language) : none} ·{' '}
                    {t(`eventWizard.tickets.channels.${ticket.salesChannel}`)}
                  </Text>
                );
              })}
            </Stack>
          </Row>
          <Row label={t('eventWizard.preview.capacity')} onEdit={edit('sales')}>
            {t(`eventWizard.sales.modes.${values.saleMode}`)}
            {values.saleMode === 'POOL'
              ? `: ${String(values.poolCapacity)}`
              : `: ${values.tickets.map((ticket) => `${ticket.names[lang]} ${ticket.infinite ? t('eventWizard.preview.unlimited') : String(ticket.quantity)}`).join(', ')}`}
          </Row>
          <Row label={t('eventWizard.refund.label')} onEdit={edit('refund')}>
            {t(`eventWizard.refund.options.${values.refundPolicy}`)}
          </Row>
      </Box>
    </Stack>
  );
}

export function PublishStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Radio.Group label={t('eventWizard.publish.label')} {...form.getInputProps('publishMode')}>
        <Stack mt={6} gap="xs">
          <Radio value="now" label={t('eventWizard.publish.now')} data-testid="publish-now" />
          <Radio value="at" label={t('eventWizard.publish.at')} data-testid="publish-at" />
          <Radio value="draft" label={t('eventWizard.publish.draft')} data-testid="publish-draft" />
        </Stack>
      </Radio.Group>
      {form.values.publishMode === 'at' && (
        <DateTimePicker
          label={t('eventWizard.publish.publishAt')}
          valueFormat="DD-MM-YYYY HH:mm"
          w={{ base: '100%', xs: 280 }}
          minDate={new Date()}
          {...form.getInputProps('publishAt')}
          data-testid="publish-at-input"
        />
      )}
    </Stack>
  );
}

export const STEP_INDEX = Object.fromEntries(WIZARD_STEPS.map((step, index) => [step, index])) as Record<WizardStep, number>;
