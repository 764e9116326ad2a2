import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@foyer/contracts';

// A permission is named once, in the access descriptors (packages/contracts/src/access/areas.ts):
// the modules' policies ask for a rule (`grantedBy(EVENTS_AREA.readGuided, …)`), never a raw name.
const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const policyFiles = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    fs
      .readdirSync(path.join(modulesDir, entry.name))
      .filter((file) => file.endsWith('.policy.ts'))
      .map((file) => path.join(entry.name, file)),
  );

/** The permission names a source quotes as string literals. */
const quotedPermissions = (source: string) => PERMISSIONS.filter((permission) => new RegExp(`['"\`]${permission}['"\`]`).test(source));

describe('module policies name area rules, not permissions', () => {
  it('finds the policy files, and would catch a quoted permission', () => {
    expect(policyFiles).toEqual(expect.arrayContaining(['events/events.policy.ts', 'organizations/organizations.policy.ts']));
    expect(quotedPermissions("permissions.has('EventsWrite')")).toEqual(['EventsWrite']);
  });

  it.each(policyFiles)('%s quotes no permission', (file) => {
    expect(quotedPermissions(fs.readFileSync(path.join(modulesDir, file), 'utf8'))).toEqual([]);
  });
});
