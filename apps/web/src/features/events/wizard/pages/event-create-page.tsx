import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, LANGUAGES } from '@foyer/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../shared/api/api-client';
import { formatDateTime } from '../../../../shared/dates/format';
import { focusFirstInvalid } from '../../../../shared/forms/focus-first-invalid';
import { localizeErrors, localizeMessage } from '../../../../shared/forms/server-messages';
import { errorText, useErrorSnackbar } from '../../../../shared/ui/error-snackbar';
import { eventImageErrorText } from '../../event-image-file';
import { PageError, PageLoading } from '../../../../shared/ui/page-states';
import { Wizard } from '../../../../shared/ui/wizard';
import { venuesQuery } from '../../../venues/queries';
import { useEventTypes } from '../../queries';
import { ExperienceStep, GeneralStep, GuidesStep, ScheduleStep } from '../components/info-steps';
import { PreviewStep, PublishStep } from '../components/review-steps';
import { STEP_INDEX } from '../components/step-helpers';
import { RefundStep, SalesStep, TicketsStep } from '../components/ticket-steps';
import { DraftSaveStatus } from '../components/draft-save-status';
import { useWizardDraftAutosave } from '../use-wizard-draft-autosave';
import { useCreateEvent, useGuideUsers } from '../mutations';
import { firstInvalidStep, validateStep } from '../wizard-validation';
import { eventBodyOf, initialWizardValues, WIZARD_STEPS, type Language, type WizardStep, type WizardValues } from '../wizard-values';

const uiLanguage = (language: string): Language =>
  (LANGUAGES as readonly string[]).includes(language.slice(0, 2)) ? (language.slice(0, 2) as Language) : 'en';

/** /event-create: the event wizard. The answers are saved as a draft on the server as they change; the event is created on the last step. */
export default function EventCreatePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const eventTypes = useEventTypes();
  const venues = useQuery(venuesQuery());
  const guides = useGuideUsers();
  const create = useCreateEvent();

  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // The picked main image: a File cannot go into the (JSON) draft, so it lives here until creation.
  const [image, setImage] = useState<File | null>(null);
  const showError = useErrorSnackbar();
  const topRef = useRef<HTMLDivElement>(null);

  const form = useForm<WizardValues>({ initialValues: initialWizardValues(uiLanguage(i18n.language)) });
  const step = WIZARD_STEPS[active]!;
  const draft = useWizardDraftAutosave(form, WIZARD_STEPS[reached]!);

  const zone = useMemo(() => {
    if (form.values.locationKind !== 'Venue') return DEFAULT_TIME_ZONE;
    return venues.data?.find((venue) => venue.venueId === form.values.venueId)?.timeZone ?? DEFAULT_TIME_ZONE;
  }, [form.values.locationKind, form.values.venueId, venues.data]);

  const goTo = (index: number) => {
    setActive(index);
    setReached((current) => Math.max(current, index));
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  const checkStep = (which: WizardStep): boolean => {
    const errors = validateStep(which, form.values, i18n.language);
    form.setErrors(localizeErrors(errors, t));
    const valid = Object.keys(errors).length === 0;
    if (!valid) focusFirstInvalid(() => topRef.current);
    return valid;
  };

  // A shown error goes as soon as the values no longer cause it: one on a field other than the one
  // changed ("End must be after Start" under the end date, mended by the end time) stayed until the
  // next "Next". No error is added while typing.
  const shownErrors = Object.keys(form.errors);
  useEffect(() => {
    if (shownErrors.length === 0) return;
    const now = validateStep(step, form.values, i18n.language);
    for (const path of shownErrors) if (!(path in now)) form.clearFieldError(path);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on the values; the form's functions are stable
  }, [form.values, step]);

  const next = () => {
    if (!checkStep(step)) return false;
    goTo(active + 1);
    return true;
  };

  const finish = async () => {
    setSubmitError(null);
    const invalid = firstInvalidStep(form.values, i18n.language);
    if (invalid) {
      goTo(STEP_INDEX[invalid]);
      checkStep(invalid);
      return;
    }
    try {
      const { event, guidesFailed, imageError } = await create.mutateAsync({
        body: eventBodyOf(form.values, i18n.language),
        guideIds: form.values.guideIds,
        image,
      });
      // The event exists either way: say what went wrong with the image and go on to its page,
      // where the image can be uploaded again.
      if (imageError) showError(t('events.image.createdWithoutImage', { reason: eventImageErrorText(imageError, t) }));
      await draft.finish();
      void navigate(`/events/${encodeURIComponent(event.eventId)}`, { state: { notice: guidesFailed ? 'guidesFailed' : 'created' } });
    } catch (error) {
      const message = error instanceof ApiError ? localizeMessage(error.message, t) : errorText(error, t);
      const fields =
        error instanceof ApiError ? Object.entries(error.fields).map(([path, text]) => `${path}: ${localizeMessage(text, t)}`) : [];
      setSubmitError([message, ...fields].join('\n'));
    }
  };

  if (eventTypes.isPending || venues.isPending || guides.isPending || draft.loading) {
    return <PageLoading />;
  }
  if (eventTypes.isError || venues.isError || guides.isError || draft.loadFailed) {
    return (
      <PageError
        operation={t('eventWizard.operations.loadLists')}
        onRetry={() => {
          void eventTypes.refetch();
          void venues.refetch();
          void guides.refetch();
          void draft.reload();
        }}
      />
    );
  }

  if (draft.offer) {
    const offer = draft.offer;
    const name = offer.values.names[draft.offer.values.defaultLanguage]?.trim() || t('eventWizard.draft.unnamed');
    return (
      <Paper withBorder p="lg" radius="md" data-testid="draft-resume">
        <Stack>
          <Title order={1} size="h3">
            {t('eventWizard.draft.title')}
          </Title>
          <Text>
            {t('eventWizard.draft.body', {
              name,
              savedAt: formatDateTime(offer.savedAt, Intl.DateTimeFormat().resolvedOptions().timeZone),
            })}
          </Text>
          <Group>
            <Button
              onClick={() => {
                form.setValues(offer.values);
                const index = STEP_INDEX[offer.step];
                setReached(index);
                setActive(index);
                draft.resume();
              }}
              data-testid="draft-resume-button"
            >
              {t('eventWizard.draft.resume')}
            </Button>
            <Button variant="default" onClick={draft.discard} data-testid="draft-discard-button">
              {t('eventWizard.draft.discard')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  const eventTypeList = eventTypes.data;
  const venueList = venues.data;
  const guideList = guides.data;

  return (
    <Stack gap="md" ref={topRef}>
      <div>
        <Title order={1} size="h2">
          {t('eventWizard.title')}
        </Title>
        <DraftSaveStatus state={draft.state} />
      </div>
      <Wizard
        steps={WIZARD_STEPS.map((key) => ({ key, label: t(`eventWizard.steps.${key}`) }))}
        active={active}
        reached={reached}
        onNext={next}
        onBack={() => goTo(Math.max(0, active - 1))}
        onJump={(index) => {
          // Forward jumps only after the current step is valid, so no step is skipped unchecked.
          if (index > active && !checkStep(step)) return;
          goTo(index);
        }}
        nextLabel={t('eventWizard.nav.next')}
        progressLabel={t('eventWizard.nav.stepOf', { current: active + 1, total: WIZARD_STEPS.length })}
        finishLabel={form.values.publishMode === 'now' ? t('eventWizard.publish.now') : t('eventWizard.nav.create')}
        onFinish={() => void finish()}
        finishing={create.isPending}
        notice={
          submitError ? (
            <Alert color="red" style={{ whiteSpace: 'pre-line' }} data-testid="wizard-submit-error">
              {submitError}
            </Alert>
          ) : undefined
        }
      >
        {step === 'general' && (
          <GeneralStep form={form} eventTypes={eventTypeList} venues={venueList} image={image} onImageChange={setImage} />
        )}
        {step === 'schedule' && <ScheduleStep form={form} zone={zone} />}
        {step === 'experience' && <ExperienceStep form={form} />}
        {step === 'guides' && <GuidesStep form={form} guides={guideList} />}
        {step === 'tickets' && <TicketsStep form={form} />}
        {step === 'sales' && <SalesStep form={form} />}
        {step === 'refund' && <RefundStep form={form} />}
        {step === 'preview' && (
          <PreviewStep
            values={form.values}
            eventTypes={eventTypeList}
            venues={venueList}
            guides={guideList}
            zone={zone}
            onEdit={(to) => goTo(STEP_INDEX[to])}
          />
        )}
        {step === 'publish' && <PublishStep form={form} />}
      </Wizard>
    </Stack>
  );
}
