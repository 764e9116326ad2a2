import { describe, expect, it } from 'vitest';
import { FAIR_TURN, connectionGate, type ConnectionLane } from './connection-lanes.js';

/** Lets the promises settled so far run their callbacks. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('connection lanes', () => {
  it('lets in as many as there are connections, and the next when one leaves', async () => {
    const gate = connectionGate(2);
    const leaveA = await gate.enter('normal');
    await gate.enter('normal');
    let third = false;
    void gate.enter('normal').then(() => (third = true));
    await settle();
    expect(third).toBe(false);
    expect(gate.waitingIn('normal')).toBe(1);
    leaveA();
    leaveA(); // leaving twice frees one place, not two
    await settle();
    expect(third).toBe(true);
    let fourth = false;
    void gate.enter('normal').then(() => (fourth = true));
    await settle();
    expect(fourth).toBe(false);
  });

  it('hands a freed connection to the first lane, then normal, then the background', async () => {
    const gate = connectionGate(1);
    const leave = await gate.enter('normal');
    const order: string[] = [];
    const wait = (lane: ConnectionLane, name: string) =>
      gate.enter(lane).then((done) => {
        order.push(name);
        done();
      });
    const all = [wait('background', 'mail'), wait('normal', 'return page'), wait('first', 'add'), wait('normal', 'payment')];
    await settle();
    leave();
    await Promise.all(all);
    expect(order).toEqual(['add', 'return page', 'payment', 'mail']);
  });

  it(`serves whoever waited longest at every ${FAIR_TURN}th turn, so the background is never starved`, async () => {
    const gate = connectionGate(1);
    let leave = await gate.enter('normal');
    const served: string[] = [];
    const holders: (() => void)[] = [];
    const wait = (lane: ConnectionLane, name: string) =>
      void gate.enter(lane).then((done) => {
        served.push(name);
        holders.push(done);
      });
    wait('background', 'mail');
    for (let index = 0; index < 2 * FAIR_TURN; index++) wait('first', `add ${index}`);
    await settle();
    // Each holder leaves in turn; the lane order holds except at the fair turn.
    for (let turn = 0; turn < 2 * FAIR_TURN + 1; turn++) {
      leave();
      await settle();
      leave = holders.shift()!;
    }
    expect(served.indexOf('mail')).toBe(FAIR_TURN - 1);
    expect(served.filter((name) => name.startsWith('add'))).toEqual([...Array(2 * FAIR_TURN).keys()].map((index) => `add ${index}`));
  });
});
