export const GUIDE_ASSIGNMENT_STATUSES = ['REQUESTED', 'ACCEPTED', 'REJECTED', 'CONFIRMED_BY_ADMIN'] as const;
export type GuideAssignmentStatus = (typeof GUIDE_ASSIGNMENT_STATUSES)[number];

export type StaffingStatus =
  | { kind: 'MISSING'; color: 'gray' }
  | { kind: 'REQUESTED'; color: 'orange' }
  | { kind: 'ACCEPTED'; color: 'green' }
  | { kind: 'PARTLY_ACCEPTED'; color: 'green'; accepted: number; total: number };

/**
 * SPEC §4 guide staffing: no guides or all rejected → Missing (grey); some requested, none
 * accepted → Requested (orange); all accepted → Accepted (green); some but not all →
 * '{0} of {1} accepted' (green). CONFIRMED_BY_ADMIN counts as accepted; rejected guides do not
 * count towards the total. An unknown status is reported through `onUnknown` and ignored.
 */
export function staffingStatus(statuses: readonly string[], onUnknown: (status: string) => void = () => undefined): StaffingStatus {
  let accepted = 0;
  let open = 0;
  for (const status of statuses) {
    if (status === 'ACCEPTED' || status === 'CONFIRMED_BY_ADMIN') accepted++;
    else if (status === 'REQUESTED') open++;
    else if (status !== 'REJECTED') onUnknown(status);
  }
  const total = accepted + open;
  if (total === 0) return { kind: 'MISSING', color: 'gray' };
  if (accepted === 0) return { kind: 'REQUESTED', color: 'orange' };
  if (accepted === total) return { kind: 'ACCEPTED', color: 'green' };
  return { kind: 'PARTLY_ACCEPTED', color: 'green', accepted, total };
}
