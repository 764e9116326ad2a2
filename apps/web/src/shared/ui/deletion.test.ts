import { describe, expect, it } from 'vitest';
import { confirmDeletion, type DeletionSteps } from './deletion';

/** The steps with a log of what was called, in order. */
function steps(remove: (item: string) => Promise<unknown>, closeOnRefusal: boolean) {
  const log: string[] = [];
  const all: DeletionSteps<string> = {
    remove: (item) => {
      log.push(`remove ${item}`);
      return remove(item);
    },
    deleted: (item) => log.push(`deleted ${item}`),
    refused: (error) => log.push(`refused ${(error as Error).message}`),
    close: () => log.push('close'),
    closeOnRefusal,
  };
  return { log, all };
}

describe('confirmDeletion', () => {
  it('removes the record and then says it is gone, without closing on its own (deleted does that)', async () => {
    const { log, all } = steps(() => Promise.resolve(), false);
    await confirmDeletion('Main hall', all);
    expect(log).toEqual(['remove Main hall', 'deleted Main hall']);
  });

  it('keeps the question open after a refusal on a list, and shows the refusal', async () => {
    const { log, all } = steps(() => Promise.reject(new Error('This venue is in use')), false);
    await confirmDeletion('Main hall', all);
    expect(log).toEqual(['remove Main hall', 'refused This venue is in use']);
  });

  it('closes the question first and then shows the refusal where closeOnRefusal is asked for', async () => {
    const { log, all } = steps(() => Promise.reject(new Error('Has gifts')), true);
    await confirmDeletion('Organ', all);
    expect(log).toEqual(['remove Organ', 'close', 'refused Has gifts']);
  });
});
