import { describe, expect, it } from 'vitest';
import { serviceLevelSettingsProblem } from '@backoffice/domain';
import { formOf, settingsOf } from './serviceLevelForm';

describe('the service level form', () => {
  it('round-trips the settings; an empty override field takes the customer value', () => {
    const settings = {
      TargetSeconds: 20,
      TargetShare: 80,
      ShortAbandonSeconds: 0,
      Queues: [{ Queue: '2001', TargetSeconds: 10, TargetShare: null, ShortAbandonSeconds: null }],
    };
    const form = formOf(settings);
    expect(form.Queues[0]).toEqual({ Queue: '2001', TargetSeconds: '10', TargetShare: '', ShortAbandonSeconds: '' });
    expect(settingsOf(form)).toEqual(settings);
  });

  it('reads a decimal comma, and leaves what is not a number for the check to name', () => {
    const form = { TargetSeconds: '', TargetShare: '85,5', ShortAbandonSeconds: 'abc', Queues: [] };
    const settings = settingsOf(form);
    expect(settings.TargetShare).toBe(85.5);
    expect(serviceLevelSettingsProblem(settings, [])?.message).toBe('TargetSeconds must be a whole number of seconds');
    expect(serviceLevelSettingsProblem({ ...settings, TargetSeconds: 20 }, [])?.message).toBe('ShortAbandonSeconds must be a whole number of seconds');
  });
});
