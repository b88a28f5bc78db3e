import { describe, expect, it } from '@jest/globals';
import { SimulatedPbxAdapter, simulatedQueueCounts } from './simulated-pbx.adapter.js';

function averageOver(agents: number, isoStart: string, minutes: number) {
  let waiting = 0;
  let connected = 0;
  for (let m = 0; m < minutes; m++) {
    const counts = simulatedQueueCounts(agents, new Date(Date.parse(isoStart) + m * 60_000));
    waiting += counts.waiting;
    connected += counts.connected;
  }
  return { waiting: waiting / minutes, connected: connected / minutes };
}

describe('simulated PBX', () => {
  it('follows the day pattern: busy mid-morning, empty at night, quiet on Sundays', () => {
    const mondayMorning = averageOver(40, '2026-03-02T09:30:00Z', 60);
    const mondayNight = averageOver(40, '2026-03-02T02:00:00Z', 60);
    const sundayMorning = averageOver(40, '2026-03-01T09:30:00Z', 60);
    expect(mondayMorning.connected).toBeGreaterThan(8);
    expect(mondayMorning.connected).toBeLessThanOrEqual(22);
    expect(mondayNight.connected).toBeLessThan(1);
    expect(sundayMorning.connected).toBeLessThan(mondayMorning.connected / 2);
    expect(mondayMorning.waiting).toBeGreaterThan(mondayNight.waiting);
  });

  it('gives every instance the same numbers at the same moment, sized per tenant', async () => {
    const at = new Date('2026-03-02T10:00:02Z');
    const a = new SimulatedPbxAdapter(
      async () => 40,
      () => at,
    );
    const b = new SimulatedPbxAdapter(
      async () => 40,
      () => at,
    );
    expect(await a.readQueueState(1)).toEqual(await b.readQueueState(1));
    expect(
      await new SimulatedPbxAdapter(
        async () => 0,
        () => at,
      ).readQueueState(1),
    ).toMatchObject({ waiting: 0, connected: 0 });
  });
});
