import { Grid, Paper } from '@mantine/core';
import type { TEvent } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../events/components/detail-parts';
import { DeskSale } from './desk-sale';
import { OfflineTicketsPrint } from './offline-tickets-print';

interface Props {
  event: TEvent;
  /** The occurrence (or single event) to sell for. */
  target: string;
  canSell: boolean;
  canPrint: boolean;
}

/** The desk on an occurrence's page: a sale at the door (OrdersWrite) and offline tickets to print (GenerateOfflineTicketsWrite). */
export function BoxOffice({ event, target, canSell, canPrint }: Props) {
  const { t } = useTranslation();
  if (!canSell && !canPrint) return null;
  const both = canSell && canPrint;
  return (
    <Section title={t('events.boxOffice.title')} testId="box-office">
      <Grid gutter="xl">
        {canSell && (
          <Grid.Col span={{ base: 12, md: both ? 7 : 12 }}>
            <DeskSale event={event} target={target} />
          </Grid.Col>
        )}
        {canPrint && (
          <Grid.Col span={{ base: 12, md: both ? 5 : 12 }}>
            {/* Set apart from the sale: printing ahead is another errand than serving the visitor at the desk. */}
            <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
              <OfflineTicketsPrint event={event} target={target} />
            </Paper>
          </Grid.Col>
        )}
      </Grid>
    </Section>
  );
}
