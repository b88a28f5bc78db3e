import { describe, expect, it } from 'vitest';
import { evaluationFilterForm, evaluationFilterValues } from './evaluationFilters';

describe('evaluation list filters', () => {
  it('turns the form into the spec filter and back', () => {
    const form = { agentIds: [3, 7], from: '2026-03-02', to: '2026-03-08', status: 'in_progress' as const, scoreFrom: '50', scoreTo: '90.5' };
    const values = evaluationFilterValues(form);
    expect(values).toEqual({
      'CallAgent.ID': [3, 7],
      'Call.Timestamp@gte': '2026-03-02 00:00:00',
      'Call.Timestamp@lte': '2026-03-08 23:59:59',
      Status: 'in_progress',
      'Score@gte': 50,
      'Score@lte': 90.5,
    });
    expect(evaluationFilterForm({ q: 'x', ...values })).toEqual(form);
  });

  it('drops the conditions of empty fields', () => {
    expect(evaluationFilterValues({ agentIds: [], from: '', to: '', status: '', scoreFrom: '', scoreTo: '' })).toEqual({
      'CallAgent.ID': undefined,
      'Call.Timestamp@gte': undefined,
      'Call.Timestamp@lte': undefined,
      Status: undefined,
      'Score@gte': undefined,
      'Score@lte': undefined,
    });
    expect(evaluationFilterValues({ agentIds: [], from: '', to: '', status: '', scoreFrom: '101', scoreTo: 'abc' })).toMatchObject({
      'Score@gte': undefined,
      'Score@lte': undefined,
    });
  });

  it('shows an edited URL that makes no sense as empty fields', () => {
    expect(
      evaluationFilterForm({
        'CallAgent.ID': ['a', -1, 4],
        'Call.Timestamp@gte': 'yesterday',
        'Call.Timestamp@lte': 12,
        Status: 'done',
        'Score@gte': -5,
        'Score@lte': 'x',
      }),
    ).toEqual({
      agentIds: [4],
      from: '',
      to: '',
      status: '',
      scoreFrom: '',
      scoreTo: '',
    });
  });
});
