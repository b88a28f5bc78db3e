import { AGENT_STATES, MAX_FEEDBACK_COMMENT } from '@backoffice/contracts';
import { agentFeedbackProblem, awaitsAgent, reopensForAgent, resolutionStep } from './agent-feedback.js';

describe('agentFeedbackProblem', () => {
  it('lets the agent acknowledge or dispute an open evaluation', () => {
    expect(agentFeedbackProblem('open', 'acknowledged', undefined)).toBeNull();
    expect(agentFeedbackProblem('open', 'disputed', 'The caller hung up first.')).toBeNull();
  });

  it('refuses a second answer of the agent, whatever the first was', () => {
    for (const state of ['acknowledged', 'disputed', 'dispute_accepted', 'dispute_rejected'] as const) {
      expect(agentFeedbackProblem(state, 'acknowledged', '')).toEqual({ Problem: 'already_answered', AgentState: state });
      expect(agentFeedbackProblem(state, 'disputed', 'again')).toEqual({ Problem: 'already_answered', AgentState: state });
    }
  });

  it('resolves only a disputed evaluation, once', () => {
    expect(agentFeedbackProblem('disputed', 'dispute_accepted', '')).toBeNull();
    expect(agentFeedbackProblem('disputed', 'dispute_rejected', 'The greeting was missing.')).toBeNull();
    for (const state of ['open', 'acknowledged', 'dispute_accepted', 'dispute_rejected'] as const) {
      expect(agentFeedbackProblem(state, 'dispute_accepted', 'ok')).toEqual({ Problem: 'not_disputed', AgentState: state });
      expect(agentFeedbackProblem(state, 'dispute_rejected', 'no')).toEqual({ Problem: 'not_disputed', AgentState: state });
    }
  });

  it('wants a reason for a dispute and for a rejection, not blanks', () => {
    expect(agentFeedbackProblem('open', 'disputed', undefined)).toEqual({ Problem: 'comment_required' });
    expect(agentFeedbackProblem('open', 'disputed', '  \n ')).toEqual({ Problem: 'comment_required' });
    expect(agentFeedbackProblem('disputed', 'dispute_rejected', '')).toEqual({ Problem: 'comment_required' });
    expect(agentFeedbackProblem('disputed', 'dispute_accepted', undefined)).toBeNull();
    expect(agentFeedbackProblem('open', 'acknowledged', '')).toBeNull();
  });

  it('bounds comments', () => {
    const long = 'x'.repeat(MAX_FEEDBACK_COMMENT + 1);
    expect(agentFeedbackProblem('open', 'disputed', long)).toEqual({ Problem: 'comment_too_long', Max: MAX_FEEDBACK_COMMENT });
    expect(agentFeedbackProblem('open', 'acknowledged', long)).toEqual({ Problem: 'comment_too_long', Max: MAX_FEEDBACK_COMMENT });
    expect(agentFeedbackProblem('open', 'disputed', 'x'.repeat(MAX_FEEDBACK_COMMENT))).toBeNull();
  });

  it('checks the state before the comment (a resolved dispute is refused as such)', () => {
    expect(agentFeedbackProblem('dispute_rejected', 'disputed', '')).toEqual({ Problem: 'already_answered', AgentState: 'dispute_rejected' });
  });
});

describe('resolutionStep and awaitsAgent', () => {
  it('names the resolution and what waits for the agent', () => {
    expect(resolutionStep(true)).toBe('dispute_accepted');
    expect(resolutionStep(false)).toBe('dispute_rejected');
    expect(awaitsAgent('open')).toBe(true);
    expect(awaitsAgent('disputed')).toBe(false);
    expect(awaitsAgent('acknowledged')).toBe(false);
  });
});

describe('reopensForAgent', () => {
  it('sends back to the agent what the agent answered or what was resolved, nothing still open or disputed', () => {
    expect(AGENT_STATES.filter(reopensForAgent)).toEqual(['acknowledged', 'dispute_accepted', 'dispute_rejected']);
  });
});
