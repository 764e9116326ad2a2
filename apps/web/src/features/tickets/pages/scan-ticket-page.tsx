import { Box, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { EventAdmissions } from '../components/event-admissions';
import { TicketScanner } from '../components/ticket-scanner';
import type { ScanSource } from '../mutations';
import { scanPageSearchOf, scanPageStateOf, type ScanMode, type ScanPageState } from '../scan-page-params';

/** A ticket opened from the admission list; a new one remounts the scanner, which looks it up. */
interface Opened {
  key: number;
  lookup: { code: string; source: ScanSource };
}

/**
 * /scanTicket (SPEC §2): the door scanner, phone first. Scan a ticket's QR or type its number,
 * see the ticket and let the visitor in; or find an occurrence by its id and see its tickets.
 */
export default function ScanTicketPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const state = scanPageStateOf(search);
  const [opened, setOpened] = useState<Opened | null>(null);
  const go = (next: ScanPageState) => setSearch(scanPageSearchOf(next));

  return (
    // One column a phone's width even on a desktop, for the scanner; the list takes the page's width.
    <Stack gap="md" maw={state.mode === 'scan' ? 640 : undefined} mx="auto" data-testid="scan-ticket-page">
      <PageHeader title={t('tickets.page.title')} />
      <SegmentedControl
        fullWidth
        size="md"
        // German and Dutch labels are longer than half a phone: they wrap rather than being cut off.
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.25 } }}
        value={state.mode}
        onChange={(mode) => {
          setOpened(null);
          go({ ...state, mode: mode as ScanMode });
        }}
        data={[
          { value: 'scan', label: t('tickets.page.modes.scan') },
          { value: 'event', label: t('tickets.page.modes.event') },
        ]}
        data-testid="scan-mode"
      />
      <Box>
        {state.mode === 'scan' ? (
          <TicketScanner
            key={opened?.key ?? 0}
            initialLookup={opened?.lookup}
            onBackToList={opened && state.admissions ? () => go({ ...state, mode: 'event' }) : undefined}
          />
        ) : (
          <EventAdmissions
            params={state.admissions}
            onParams={(admissions) => go({ mode: 'event', admissions })}
            onOpenTicket={(ticketNumber) => {
              setOpened({ key: Date.now(), lookup: { code: ticketNumber, source: 'typed' } });
              go({ ...state, mode: 'scan' });
            }}
          />
        )}
      </Box>
    </Stack>
  );
}
