import { describe, expect, it } from '@jest/globals';
import type { EffectiveServiceLevel } from '@backoffice/contracts';
import { defaultServiceLevelSettings, thresholdsOfQueue } from '../telephony/service-levels.js';
import {
  acdParameters,
  acdRows,
  acdThresholds,
  acdThresholdsOf,
  addAcdCall,
  billedMinutes,
  emptyAcdTotals,
  type AcdCall,
  type AcdParameters,
} from './acd-details.js';

const answered = (wait: number, talk: number | null): AcdCall => ({ answered: true, lost: false, rawWaitSeconds: wait, talkSeconds: talk });
const lost = (wait: number): AcdCall => ({ answered: false, lost: true, rawWaitSeconds: wait, talkSeconds: null });
const unfinished: AcdCall = { answered: false, lost: false, rawWaitSeconds: null, talkSeconds: null };

/** A customer that saved no thresholds: 20 s, 80 %, no short abandons. */
const defaults = thresholdsOfQueue(defaultServiceLevelSettings(), null);
const day = (calls: AcdCall[], parameters: AcdParameters, thresholds: EffectiveServiceLevel = defaults) =>
  calls.reduce((totals, call) => addAcdCall(totals, call, parameters, thresholds), emptyAcdTotals('2026-03-02'));

describe('ACD details, the written definition on a hand-made day', () => {
  // The worked example of docs/reports.md.
  const calls = [answered(5, 100), answered(25, 30), answered(60, null), lost(3), lost(15), lost(40), lost(90), unfinished];

  it('without announcement or post-handling', () => {
    const [row] = acdRows(['2026-03-02'], [day(calls, { musicOnHoldSeconds: 0, postHandlingSeconds: 0 })]);
    expect(row).toEqual({
      datum: '2026-03-02',
      incoming_calls: 8,
      handled_calls_gesamt: 3,
      handled_calls_20: 1,
      lost_calls_gesamt: 4,
      lost_calls_20: 2,
      lost_calls_lte54: 3,
      lost_calls_gt54: 1,
      // waits 5, 25, 60, 3, 15, 40, 90 → sum 238 over 7
      waiting_time_avg: 34,
      waiting_time_sum: 238,
      waiting_time_max: 90,
      // ceil(100/60) + ceil(30/60) = 2 + 1
      handling_time_min_sum: 3,
      handled_calls_timed: 2,
      handled_time_min_avg: 1.5,
      // 1 of 8
      service_level_20: 12.5,
    });
    expect(row.incoming_calls).toBe(row.handled_calls_gesamt + row.lost_calls_gesamt + 1);
    expect(row.lost_calls_lte54 + row.lost_calls_gt54).toBe(row.lost_calls_gesamt);
  });

  it('with M = 10 s and P = 30 s: the 3 s hang-up is left out, waits shrink by M, talk is billed with P', () => {
    const [row] = acdRows(['2026-03-02'], [day(calls, { musicOnHoldSeconds: 10, postHandlingSeconds: 30 })]);
    expect(row).toMatchObject({
      incoming_calls: 7,
      handled_calls_gesamt: 3,
      // waits 0, 15, 50
      handled_calls_20: 2,
      lost_calls_gesamt: 3,
      // waits 5, 30, 80
      lost_calls_20: 1,
      lost_calls_lte54: 2,
      lost_calls_gt54: 1,
      waiting_time_sum: 180,
      waiting_time_avg: 30,
      waiting_time_max: 80,
      // ceil(130/60) + ceil(60/60) = 3 + 1
      handling_time_min_sum: 4,
      handled_time_min_avg: 2,
      service_level_20: 28.57,
    });
  });

  it('a lost call exactly at M is left out; one second later it counts with 1 s wait', () => {
    const parameters = { musicOnHoldSeconds: 20, postHandlingSeconds: 0 };
    expect(day([lost(20)], parameters).incoming_calls).toBe(0);
    expect(day([lost(21)], parameters)).toMatchObject({ incoming_calls: 1, lost_calls_20: 1, waiting_time_sum: 1 });
    // An answered call is never left out, however short its wait.
    expect(day([answered(3, 60)], parameters)).toMatchObject({ incoming_calls: 1, handled_calls_20: 1, waiting_time_sum: 0 });
  });

  it('bills in started minutes and fills days without calls with zeros', () => {
    expect([billedMinutes(0, 0), billedMinutes(60, 0), billedMinutes(61, 0), billedMinutes(1, 59), billedMinutes(1, 60)]).toEqual([0, 1, 2, 1, 2]);
    const rows = acdRows(['2026-03-01', '2026-03-02'], [day(calls, { musicOnHoldSeconds: 0, postHandlingSeconds: 0 })]);
    expect(rows[0]).toMatchObject({ datum: '2026-03-01', incoming_calls: 0, waiting_time_avg: 0, handled_time_min_avg: 0, service_level_20: 0 });
    expect(rows[1].incoming_calls).toBe(8);
  });

  it('counts with the thresholds: the target time moves the "20" columns and the service level, a cut-off splits lost calls and leaves short abandons out of the offered calls', () => {
    const thresholds = { Queue: '2001', TargetSeconds: 30, TargetShare: 90, ShortAbandonSeconds: 15 };
    const [row] = acdRows(['2026-03-02'], [day(calls, { musicOnHoldSeconds: 0, postHandlingSeconds: 0 }, thresholds)]);
    expect(row).toMatchObject({
      incoming_calls: 8,
      // waits 5, 25 within 30 s; 60 not
      handled_calls_20: 2,
      lost_calls_gesamt: 4,
      // lost 3, 15 within 30 s
      lost_calls_20: 2,
      // lost 3 and 15 are short abandons (≤ 15 s), 40 and 90 are not
      lost_calls_lte54: 2,
      lost_calls_gt54: 2,
      waiting_time_sum: 238,
      // 2 of 8 − 2 offered
      service_level_20: 33.33,
    });
    expect(acdThresholds(thresholds)).toEqual({ ...thresholds, LostSplitSeconds: 15 });
    expect(acdThresholds(defaults)).toEqual({ ...defaults, LostSplitSeconds: 54 });
  });

  it("names the thresholds of a report: the Exten's queue, or the customer's and the overriding queues", () => {
    const settings = {
      TargetSeconds: 20,
      TargetShare: 80,
      ShortAbandonSeconds: 0,
      Queues: [
        { Queue: '2001', TargetSeconds: 10 },
        { Queue: '2002', TargetSeconds: 20 },
      ],
    };
    expect(acdThresholdsOf(settings, '2001')).toEqual([{ Queue: '2001', TargetSeconds: 10, TargetShare: 80, ShortAbandonSeconds: 0, LostSplitSeconds: 54 }]);
    expect(acdThresholdsOf(settings, '2003')).toEqual([{ Queue: '2003', TargetSeconds: 20, TargetShare: 80, ShortAbandonSeconds: 0, LostSplitSeconds: 54 }]);
    // 2002's override equals the customer's values: nothing to name.
    expect(acdThresholdsOf(settings).map((entry) => [entry.Queue, entry.TargetSeconds])).toEqual([
      [null, 20],
      ['2001', 10],
    ]);
  });

  it('reads M and P from the wire: empty is 0, numbers as text are fine, negative or fractional is refused', () => {
    expect(acdParameters('', undefined)).toEqual({ musicOnHoldSeconds: 0, postHandlingSeconds: 0 });
    expect(acdParameters('15', 30)).toEqual({ musicOnHoldSeconds: 15, postHandlingSeconds: 30 });
    expect(() => acdParameters(-1, 0)).toThrow('MusicOnHoldDuration must not be negative');
    expect(() => acdParameters(0, '-5')).toThrow('PostHandlingTime must not be negative');
    expect(() => acdParameters('abc', 0)).toThrow('MusicOnHoldDuration must be a whole number of seconds');
    expect(() => acdParameters(1.5, 0)).toThrow('MusicOnHoldDuration must be a whole number of seconds');
    expect(() => acdParameters(0, 3601)).toThrow('PostHandlingTime must be at most 3600 seconds');
  });
});
