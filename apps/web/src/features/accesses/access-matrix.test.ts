import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS, type TAccessDefinition } from '@foyer/contracts';
import {
  areaState,
  buildMatrix,
  countChanges,
  draftFrom,
  permissionLabelKey,
  setPermissions,
  togglePermission,
  toUpdate,
} from './access-matrix';

const definition: TAccessDefinition = {
  accessId: '00000000-0000-4000-a000-000000000001',
  accessDefinition: 'Demo Museum',
  version: 7,
  groups: [
    { roleGroupType: 'Admin', readonly: false, permissions: ['ArtistsRead', 'ArtistsWrite'] },
    { roleGroupType: 'Guide', readonly: false, permissions: [] },
    { roleGroupType: 'FoyerAdmin', readonly: true, permissions: ['ArtistsRead', 'ArtistsWrite', 'VenuesRead'] },
  ],
  groupsDictionary: [
    { area: 'Artists', permissions: ['ArtistsRead', 'ArtistsWrite'], editable: true },
    { area: 'Venues', permissions: ['VenuesRead', 'VenuesWrite'], editable: false },
  ],
};

describe('access matrix', () => {
  it('groups rows by area with one cell per role', () => {
    const matrix = buildMatrix(definition, draftFrom(definition));
    expect(matrix.roles).toEqual([
      { role: 'Admin', readonly: false },
      { role: 'Guide', readonly: false },
      { role: 'FoyerAdmin', readonly: true },
    ]);
    expect(matrix.sections.map((section) => section.area)).toEqual(['Artists', 'Venues']);
    const artistsRead = matrix.sections[0]?.rows[0];
    expect(artistsRead?.permission).toBe('ArtistsRead');
    expect(artistsRead?.cells.map((cell) => [cell.role, cell.checked, cell.locked])).toEqual([
      ['Admin', true, false],
      ['Guide', false, false],
      ['FoyerAdmin', true, true],
    ]);
  });
  it('locks every cell of an area the user may not edit', () => {
    const venues = buildMatrix(definition, draftFrom(definition)).sections[1];
    expect(venues?.rows.flatMap((row) => row.cells).every((cell) => cell.locked)).toBe(true);
    expect(venues?.summary.map((s) => s.state)).toEqual(['none', 'none', 'some']);
  });
  it('marks changed cells and counts them', () => {
    let draft = togglePermission(draftFrom(definition), 'Guide', 'ArtistsRead');
    draft = togglePermission(draft, 'Admin', 'ArtistsWrite');
    expect(countChanges(definition, draft)).toBe(2);
    const cells = buildMatrix(definition, draft).sections[0]?.rows.flatMap((row) =>
      row.cells.filter((cell) => cell.changed).map((cell) => `${cell.role}.${row.permission}`),
    );
    expect(cells).toEqual(['Guide.ArtistsRead', 'Admin.ArtistsWrite']);
    // Toggling back is no change.
    expect(countChanges(definition, togglePermission(draft, 'Guide', 'ArtistsRead'))).toBe(1);
  });
  it('moves View with Change: granting Change grants View, withdrawing View withdraws Change, and not the other way', () => {
    const area = ['ArtistsRead', 'ArtistsWrite'] as const;
    const granted = togglePermission(draftFrom(definition), 'Guide', 'ArtistsWrite', area);
    expect([...granted.Guide!]).toEqual(['ArtistsWrite', 'ArtistsRead']);
    // Change alone may go, View stays; View going takes Change with it.
    expect([...togglePermission(draftFrom(definition), 'Admin', 'ArtistsWrite', area).Admin!]).toEqual(['ArtistsRead']);
    expect([...togglePermission(draftFrom(definition), 'Admin', 'ArtistsRead', area).Admin!]).toEqual([]);
    // Granting View alone grants only View; a permission without a pair in its area moves alone.
    expect([...togglePermission(draftFrom(definition), 'Guide', 'ArtistsRead', area).Guide!]).toEqual(['ArtistsRead']);
    expect([...togglePermission(draftFrom(definition), 'Guide', 'ArtistsWrite', ['ArtistsWrite']).Guide!]).toEqual(['ArtistsWrite']);
  });
  it('grants or withdraws a whole area for one role', () => {
    const draft = setPermissions(draftFrom(definition), 'Guide', ['ArtistsRead', 'ArtistsWrite'], true);
    expect(areaState(draft, 'Guide', ['ArtistsRead', 'ArtistsWrite'])).toBe('all');
    expect(areaState(setPermissions(draft, 'Guide', ['ArtistsWrite'], false), 'Guide', ['ArtistsRead', 'ArtistsWrite'])).toBe('some');
    expect(
      areaState(setPermissions(draft, 'Guide', ['ArtistsRead', 'ArtistsWrite'], false), 'Guide', ['ArtistsRead', 'ArtistsWrite']),
    ).toBe('none');
  });
  it('does not change the saved draft when toggling', () => {
    const draft = draftFrom(definition);
    togglePermission(draft, 'Admin', 'ArtistsRead');
    expect(draft.Admin?.has('ArtistsRead')).toBe(true);
  });
  it('saves the starting version and the editable groups in catalogue order', () => {
    const draft = setPermissions(draftFrom(definition), 'Guide', ['ArtistsWrite', 'ArtistsRead'], true);
    expect(toUpdate(definition, draft)).toEqual({
      version: 7,
      groups: [
        { roleGroupType: 'Admin', permissions: ['ArtistsRead', 'ArtistsWrite'] },
        { roleGroupType: 'Guide', permissions: ['ArtistsRead', 'ArtistsWrite'] },
      ],
    });
  });
  it('names plain read/write pairs generically and the others by permission', () => {
    expect(permissionLabelKey('Artists', 'ArtistsRead')).toBe('accesses.permissionKinds.read');
    expect(permissionLabelKey('Artists', 'ArtistsWrite')).toBe('accesses.permissionKinds.write');
    expect(permissionLabelKey('Events', 'EventsOwnRead')).toBe('accesses.permissions.EventsOwnRead');
  });
  it('has a specific label key for every permission that is not a plain pair', () => {
    const special = PERMISSION_AREAS.flatMap((area) =>
      area.permissions.filter((p) => !permissionLabelKey(area.area, p).startsWith('accesses.permissionKinds')),
    );
    expect(special.sort()).toEqual(
      [
        'OrganizationCalendarRead',
        'CustomerRequestsNotesRead',
        'CustomerRequestsNotesWrite',
        'GuideRequestsGuideEnabledRead',
        'GuideRequestsGuideRead',
        'GuideRequestsGuideWrite',
        'GuideRequestsAdminWrite',
        'MembershipsMembersRead',
        'MembershipsMessagesRead',
        'MembershipsStatsRead',
        'EventsOrdersRead',
        'EventsOwnRead',
        'EventsOrganizationsOwnRead',
        'OrganizationsFoyerAdminRead',
        'GenerateOfflineTicketsWrite',
        'PayoutsFoyerAdminWrite',
      ].sort(),
    );
  });
});

describe('matrix texts', () => {
  it('names every permission area and every permission in every language', async () => {
    const { catalogues, LOCALES, translate } = await import('@foyer/i18n');
    expect(catalogues.en.accesses).toBeDefined();
    for (const locale of LOCALES) {
      for (const area of PERMISSION_AREAS) {
        expect(translate(locale, `accesses.areas.${area.area}`), `${locale} ${area.area}`).not.toBe(`accesses.areas.${area.area}`);
        for (const permission of area.permissions) {
          const key = permissionLabelKey(area.area, permission);
          expect(translate(locale, key), `${locale} ${permission}`).not.toBe(key);
        }
      }
    }
  });
});
