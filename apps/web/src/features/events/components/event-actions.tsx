import { Button, Checkbox, Group } from '@mantine/core';
import { IconBan, IconEdit, IconEyeOff, IconSend, IconTrash } from '@tabler/icons-react';
import { type TEvent } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { localizedErrorText, refusalOrFailure } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { localDateTime, soldOverEvent } from '../event-display';

import { useCancelEvent, useDeleteEvent, usePublishEvent, useRefundBuyers, useUnpublishEvent } from '../mutations';
import { useCanceledRefunds } from '../queries';

interface Props {
  event: TEvent;
  /** The event's name in the reader's language. */
  name: string;
  /** OrdersWrite: canceling may refund the buyers at once. */
  canRefund: boolean;
  onDone(message: string): void;
}

/** Publish now, cancel (confirmed), delete (confirmed) and the edit links; for EventsWrite only. */
export function EventActions({ event, name, canRefund, onDone }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useErrorSnackbar();
  const publish = usePublishEvent();
  const unpublish = useUnpublishEvent();
  const cancel = useCancelEvent();
  const remove = useDeleteEvent();
  const refundBuyers = useRefundBuyers();
  const [confirming, setConfirming] = useState<'cancel' | 'delete' | 'publish' | 'unpublish' | null>(null);
  // A canceled date's buyers are refunded with it unless staff untick it (a new date to offer them first).
  const [refundWithIt, setRefundWithIt] = useState(true);

  const occurrence = event.occurrence;
  // An occurrence of a series is handled on its own; a single event's occurrence stands for the event.
  const ofSeries = occurrence !== null && event.kind === 'Recurring';
  // Viewed through an occurrence's id, eventId is that occurrence's and parentId the event's.
  const parentId = event.parentId ?? event.eventId;
  const target = occurrence && ofSeries ? occurrence.eventId : parentId;
  const status = occurrence && event.kind === 'Recurring' ? occurrence.status : event.status;
  // What the confirmations name: the event, or the event's occurrence with its time.
  const label = occurrence && event.kind === 'Recurring' ? `${name} (${localDateTime(occurrence.start, occurrence.allDay)})` : name;
  // What canceling leaves sold: the date's, or the whole event's over its dates (a walk canceled a
  // single event with two tickets sold and was told nothing of them).
  const soldHere = occurrence && ofSeries ? occurrence.sold + occurrence.soldOffline : soldOverEvent(event);
  const failed = (operation: string) => t('common.failedOperation', { operation: t(operation) });
  // Canceling one date of a series says so: "Cancel event" there read as canceling the whole series.
  // With several times a day, only this time goes: "Cancel this date" read as the whole day (a
  // review walk closing for Christmas Eve left its 14:00 on sale).
  const severalTimes = event.schedule.kind === 'Recurring' && (event.schedule.additionalTimes?.length ?? 0) > 0;
  const cancelWords = ofSeries
    ? {
        button: 'events.actions.cancelDate',
        title: 'events.confirm.cancelDateTitle',
        body: severalTimes ? 'events.confirm.cancelDateBodyTimes' : 'events.confirm.cancelDateBody',
        confirm: 'events.confirm.cancelDateConfirm',
        done: 'events.done.canceledDate',
        doneRefunding: 'events.done.canceledDateRefunding',
      }
    : {
        button: 'events.actions.cancel',
        title: 'events.confirm.cancelTitle',
        body: 'events.confirm.cancelBody',
        confirm: 'events.confirm.cancelConfirm',
        done: 'events.done.canceled',
        doneRefunding: 'events.done.canceledRefunding',
      };
  // What a refund would give back: the unused tickets of the dates still to come (a series canceled
  // half-way keeps its past visits), asked of the server once the dialog opens.
  const refundable = useCanceledRefunds(target, canRefund && confirming === 'cancel' && soldHere > 0).data?.validTickets ?? soldHere;
  const refunding = canRefund && refundable > 0 && refundWithIt;

  // Back on sale after it was canceled is asked first, as canceling is (a review walk put a date
  // back on sale with one click on "Publish now"); refunded buyers' tickets stay canceled, said too.
  const refundedBefore = useCanceledRefunds(target, canRefund && status === 'Canceled').data?.refunded ?? 0;
  const askPublish = () => (status === 'Canceled' ? setConfirming('publish') : doPublish());

  const doPublish = () =>
    publish.mutate(
      { eventId: target },
      {
        // A canceled date of a series put back on sale is not "the event" published.
        onSuccess: () => {
          setConfirming(null);
          onDone(t(ofSeries ? 'events.done.publishedDate' : 'events.done.published'));
        },
        onError: (error) => {
          setConfirming(null);
          showError(refusalOrFailure(error, t, t('events.operations.publish')));
        },
      },
    );

  const doUnpublish = () =>
    unpublish.mutate(parentId, {
      onSuccess: () => {
        setConfirming(null);
        onDone(t('events.done.unpublished'));
      },
      onError: (error) => {
        setConfirming(null);
        showError(refusalOrFailure(error, t, t('events.operations.unpublish')));
      },
    });

  const doCancel = () =>
    cancel.mutate(target, {
      onSuccess: () => {
        setConfirming(null);
        if (!refunding) return onDone(t(cancelWords.done));
        refundBuyers.mutate(target, {
          onSuccess: () => onDone(t(cancelWords.doneRefunding)),
          // Canceled all the same: the page's refunds section offers the button again.
          onError: (error) => showError(refusalOrFailure(error, t, t('events.operations.refundBuyers'))),
        });
      },
      // SPEC §8: 'Could not cancel event. Please try again later.'
      onError: () => {
        setConfirming(null);
        showError(failed('events.operations.cancel'));
      },
    });

  const doDelete = () =>
    remove.mutate(target, {
      onSuccess: () => {
        setConfirming(null);
        const back = ofSeries ? `/events/${parentId}/series` : '/events';
        navigate(back, { state: { deleted: label } });
      },
      onError: (error) => {
        setConfirming(null);
        showError(error instanceof ApiError && error.status === 409 ? localizedErrorText(error, t) : failed('events.operations.delete'));
      },
    });

  const editSingle = occurrence ? occurrence.eventId : event.kind === 'Single' ? parentId : null;
  const editRecurring = event.kind === 'Recurring' ? parentId : null;

  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="event-actions">
        {/* A canceled event stays canceled: neither it nor one of its dates goes back on sale (the server refuses). */}
        {status !== 'Published' && (ofSeries ? event.parentStatus !== 'Canceled' : event.status !== 'Canceled') && (
          <Button leftSection={<IconSend size={16} />} onClick={askPublish} loading={publish.isPending} data-testid="publish-event">
            {t(status === 'Canceled' ? 'events.actions.republish' : 'events.actions.publish')}
          </Button>
        )}
        {editSingle && (
          <Button
            component={Link}
            to={`/events/edit-single/${editSingle}`}
            variant="default"
            leftSection={<IconEdit size={16} />}
            data-testid="edit-single"
          >
            {event.kind === 'Recurring' ? t('events.actions.editSingle') : t('events.actions.edit')}
          </Button>
        )}
        <Button
          component={Link}
          to={`/events/edit-details/${parentId}`}
          variant="default"
          leftSection={<IconEdit size={16} />}
          data-testid="edit-details"
        >
          {t('events.actions.editDetails')}
        </Button>
        {editRecurring && (
          <Button
            component={Link}
            // From an occurrence's page, the series is changed from that date on (staff re-picked it).
            to={`/events/edit-recurring/${editRecurring}${occurrence ? `?from=${occurrence.start.date}` : ''}`}
            variant="default"
            leftSection={<IconEdit size={16} />}
            data-testid="edit-recurring"
          >
            {t('events.actions.editRecurring')}
          </Button>
        )}
        {/* Off sale without canceling (a pause, a mistake found): the whole event, from its own page. */}
        {!ofSeries && event.status === 'Published' && (
          <Button
            variant="default"
            leftSection={<IconEyeOff size={16} />}
            onClick={() => setConfirming('unpublish')}
            data-testid="unpublish-event"
          >
            {t('events.actions.unpublish')}
          </Button>
        )}
        {status !== 'Canceled' && (
          <Button
            variant="light"
            color="orange"
            leftSection={<IconBan size={16} />}
            onClick={() => setConfirming('cancel')}
            data-testid="cancel-event"
          >
            {t(cancelWords.button)}
          </Button>
        )}
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming('delete')}
          data-testid="delete-event"
        >
          {t('events.actions.delete')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming === 'cancel'}
        title={t(cancelWords.title)}
        confirmLabel={t(cancelWords.confirm)}
        closeLabel={t('events.confirm.keep')}
        loading={cancel.isPending || refundBuyers.isPending}
        onConfirm={doCancel}
        onClose={() => setConfirming(null)}
      >
        {t(cancelWords.body, { name: label })}
        {/* What becomes of the tickets sold: refunded with it, or left to staff; places in carts or payments stop. */}
        {soldHere > 0 && (
          <>
            {' '}
            {refunding
              ? t('events.confirm.cancelSoldRefunded', { count: refundable })
              : t('events.confirm.cancelSold', { count: soldHere })}
          </>
        )}
        {occurrence && occurrence.held > 0 && <> {t('events.confirm.cancelHeld', { count: occurrence.held })}</>}
        {canRefund && refundable > 0 && (
          <Checkbox
            mt="sm"
            checked={refundWithIt}
            onChange={(change) => setRefundWithIt(change.currentTarget.checked)}
            label={t('events.confirm.refundBuyers', { count: refundable })}
            data-testid="cancel-refund-buyers"
          />
        )}
      </ConfirmModal>
      <ConfirmModal
        opened={confirming === 'unpublish'}
        title={t('events.confirm.unpublishTitle')}
        confirmLabel={t('events.confirm.unpublishConfirm')}
        closeLabel={t('events.confirm.keep')}
        loading={unpublish.isPending}
        harmless
        onConfirm={doUnpublish}
        onClose={() => setConfirming(null)}
      >
        {t('events.confirm.unpublishBody', { name })}
      </ConfirmModal>
      <ConfirmModal
        opened={confirming === 'publish'}
        title={t('events.confirm.republishTitle')}
        confirmLabel={t('events.confirm.republishConfirm')}
        closeLabel={t('events.confirm.keep')}
        loading={publish.isPending}
        onConfirm={doPublish}
        onClose={() => setConfirming(null)}
      >
        {t('events.confirm.republishBody', { name: label })}
        {refundedBefore > 0 && ` ${t('events.confirm.republishRefunded', { count: refundedBefore })}`}
      </ConfirmModal>
      {soldHere > 0 ? (
        // Sales stay on record, so the server would refuse: said before, with the way that works
        // (a walk was offered "Delete event?" for a sold date and got a refusal after).
        <ConfirmModal
          opened={confirming === 'delete'}
          title={t('events.confirm.cannotDeleteTitle')}
          closeLabel={status === 'Canceled' ? t('common.actions.close') : t('events.confirm.keep')}
          {...(status === 'Canceled'
            ? {}
            : { confirmLabel: t('events.confirm.cancelInsteadConfirm'), onConfirm: () => setConfirming('cancel') })}
          onClose={() => setConfirming(null)}
        >
          {t('events.confirm.cannotDeleteSold', { name: label, count: soldHere })}
          {status !== 'Canceled' && ` ${t('events.confirm.cancelInstead')}`}
        </ConfirmModal>
      ) : (
        <ConfirmModal
          opened={confirming === 'delete'}
          title={t(ofSeries ? 'events.confirm.deleteDateTitle' : 'events.confirm.deleteTitle')}
          confirmLabel={t(ofSeries ? 'events.confirm.deleteDateConfirm' : 'events.confirm.deleteConfirm')}
          loading={remove.isPending}
          onConfirm={doDelete}
          onClose={() => setConfirming(null)}
        >
          {t(ofSeries ? 'events.confirm.deleteDateBody' : 'events.confirm.deleteBody', { name: label })}
        </ConfirmModal>
      )}
    </>
  );
}
