import { describe, expect, it } from '@jest/globals';
import {
  intervalLabel,
  queueIntervalFigures,
  queueIntervalMinutes,
  queueIntervalsFileName,
  queueProfileFigures,
  queueSelection,
  type QueueIntervalSums,
} from './queue-intervals.js';

const sums: QueueIntervalSums = {
  offered: 3,
  answered: 2,
  abandoned: 1,
  answered_in_target: 1,
  wait_calls: 3,
  wait_sum: 50,
  wait_max: 30,
  talk_calls: 2,
  talk_sum: 121,
};

describe('queue intervals', () => {
  it('finishes the figures: service level over offered, averages over their own calls, 2 decimals', () => {
    expect(queueIntervalFigures(sums)).toEqual({
      Offered: 3,
      Answered: 2,
      Abandoned: 1,
      ServiceLevel: 33.33,
      AverageWaitSeconds: 16.67,
      LongestWaitSeconds: 30,
      AverageTalkSeconds: 60.5,
    });
    expect(
      queueIntervalFigures({
        ...sums,
        offered: 0,
        answered: 0,
        abandoned: 0,
        answered_in_target: 0,
        wait_calls: 0,
        wait_sum: 0,
        talk_calls: 0,
        talk_sum: 0,
        wait_max: 0,
      }),
    ).toMatchObject({
      ServiceLevel: 0,
      AverageWaitSeconds: 0,
      AverageTalkSeconds: 0,
    });
  });

  it('the profile divides the counts by the days and keeps the rates over the calls', () => {
    expect(queueProfileFigures(sums, 7)).toMatchObject({ Offered: 0.43, Answered: 0.29, Abandoned: 0.14, ServiceLevel: 33.33, AverageWaitSeconds: 16.67 });
  });

  it('takes 15, 30 or 60 minutes, as number or text, and names the problem otherwise', () => {
    expect(queueIntervalMinutes(15)).toBe(15);
    expect(queueIntervalMinutes('60')).toBe(60);
    for (const bad of [20, '20', 0, null, undefined, '15.5', 'x'])
      expect(() => queueIntervalMinutes(bad)).toThrow('Interval must be one of 15, 30, 60 (minutes)');
  });

  it('reads the queues as a list or comma-separated text; empty means every queue', () => {
    expect(queueSelection(undefined)).toBeNull();
    expect(queueSelection([])).toBeNull();
    expect(queueSelection('')).toBeNull();
    expect(queueSelection(['800', ' 801', '800'])).toEqual(['800', '801']);
    expect(queueSelection('800,801')).toEqual(['800', '801']);
    expect(() => queueSelection([1])).toThrow('Queues must be a list of queue names');
    expect(() => queueSelection(['800', ''])).toThrow('1 to 40 characters');
    expect(() => queueSelection(Array.from({ length: 101 }, (_, i) => String(i)))).toThrow('at most 100 queues');
  });

  it('labels an interval with its clock time and offset, so the repeated hour of October is two labels', () => {
    expect(intervalLabel('2026-10-25T02:00:00', 120)).toBe('2026-10-25T02:00:00+02:00');
    expect(intervalLabel('2026-10-25T02:00:00', 60)).toBe('2026-10-25T02:00:00+01:00');
    expect(intervalLabel('2026-01-10T01:00:00', -210)).toBe('2026-01-10T01:00:00-03:30');
    expect(intervalLabel('2026-01-10T05:45:00', 345)).toBe('2026-01-10T05:45:00+05:45');
  });

  it('names the file after the first and last day', () => {
    expect(queueIntervalsFileName({ firstDay: '2026-03-01', lastDay: '2026-03-31' })).toBe('QueueIntervals(2026.03.01-2026.03.31).csv');
  });
});
