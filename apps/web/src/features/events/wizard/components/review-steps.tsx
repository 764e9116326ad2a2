import { Button, Radio, Stack, Grid, Box, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { LANGUAGES, type TVenue } from '@foyer/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../../../shared/hooks/use-currency';
import { ticketPrices, type WizardStep, type WizardValues } from '../wizard-values';
import { OccurrencePreview } from './schedule-fields';
import { eventTypeLabel } from '../../event-display';
import { durationText, money, type Form } from './step-helpers';

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
  const currency = useCurrency();
  const lang = values.defaultLanguage;
  const none = t('eventWizard.preview.none');
  const list = (items: string[]) => (items.length ? items.join(', ') : none);
  const edit = (step: WizardStep) => () => onEdit(step);
  const venue = venues.find((v) => v.venueId === values.venueId);
  const minutes = Number(values.durationMinutes);
  // The shop in a language the event's or a ticket's name lacks shows the default language's
  // (a review walk's English shop sold "Voksen" without anyone having been told).
  const untranslated = LANGUAGES.filter(
    (l) => l !== lang && (!values.names[l].trim() || values.tickets.some((ticket) => !ticket.names[l]?.trim())),
  );
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
          {untranslated.length > 0 && (
            <Text size="xs" c="orange.9" data-testid="preview-untranslated">
              {t('eventWizard.preview.untranslated', {
                languages: untranslated.map((l) => t(`eventWizard.languageNames.${l}`)).join(', '),
              })}
            </Text>
          )}
        </Row>
        <Row label={t('eventWizard.general.eventType')}>{eventTypeOf(eventTypes, values.eventTypeId, t) ?? none}</Row>
        <Row label={t('eventWizard.general.category')}>{values.category || none}</Row>
        <Row label={t('eventWizard.general.languages')}>{list(values.languages.map((l) => t(`eventWizard.languageNames.${l}`)))}</Row>
        <Row label={t('eventWizard.general.visibility')}>
          {t(`eventWizard.visibility.${values.visibility}`)} · {t('eventWizard.general.display')}:{' '}
          {values.display ? t('eventWizard.yes') : t('eventWizard.no')}
        </Row>
        <Row label={t('eventWizard.preview.where')}>{values.locationKind === 'Venue' ? (venue?.name ?? none) : values.url}</Row>
        <Row label={t('eventWizard.general.duration')}>{Number.isFinite(minutes) ? durationText(minutes, t) : none}</Row>
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
              const prices = ticketPrices(ticket, i18n.language);
              const name = ticket.names[lang];
              const age = ticket.age ? t(`eventWizard.tickets.ages.${ticket.age}`) : '';
              return (
                <Text key={ticket.key} size="sm" data-testid={`preview-ticket-${index}`}>
                  {/* "Adult", not "Adult (Adult)": the age is said only when the name does not say it. */}
                  {!age || name.trim().toLowerCase() === age.toLowerCase() ? name : `${name} (${age})`} —{' '}
                  {prices.grossMinor !== null ? money(prices.grossMinor, currency, i18n.language) : none} ·{' '}
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

/** The chosen event type in words, if one is chosen. */
function eventTypeOf(types: { id: string; name: string }[], id: string | null | undefined, t: (key: string) => string) {
  const type = types.find((candidate) => candidate.id === id);
  return type ? eventTypeLabel(type.name, t) : undefined;
}
