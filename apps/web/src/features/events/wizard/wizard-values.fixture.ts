import { initialWizardValues, newTicket, type WizardValues } from './wizard-values';

/** A weekly tour with an adult and a child ticket, every step filled in: the tests change one thing. */
export function completeWizardValues(): WizardValues {
  const values = initialWizardValues('en');
  values.names.en = 'Guided tour';
  values.eventTypeId = '00000000-0000-4000-8000-000000000001';
  values.venueId = '00000000-0000-4000-8000-000000000002';
  values.scheduleKind = 'Recurring';
  values.periodicity = 'Weekly';
  values.daysOfWeek = ['6', '2'];
  values.firstDate = '2027-03-01';
  values.lastDate = '2027-04-30';
  values.startTime = '10:00';
  values.endTime = '11:30';
  values.tickets = [
    { ...newTicket('Adult'), names: { en: 'Adult', da: 'Voksen', de: '', nl: '' }, gross: '125', vat: '25' },
    { ...newTicket('Underage'), names: { en: 'Child', da: '', de: '', nl: '' }, net: '40,50', priceEntry: 'net', vat: '25' },
  ];
  values.poolCapacity = 15;
  return values;
}
