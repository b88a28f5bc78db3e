import { describe, expect, it } from '@jest/globals';
import { addWeightRule, drawWeightedSample, hashInt8Extended, samplingSeed, samplingUniform, weightOf, weightRuleProblems } from './call-sampling.js';

const calls = (count: number, weight: (id: number) => number, firstId = 1) =>
  Array.from({ length: count }, (_, i) => ({ callId: firstId + i, weight: weight(firstId + i) }));

describe('hashInt8Extended', () => {
  it("gives PostgreSQL's values (checked with SELECT hashint8extended(v, s))", () => {
    expect(hashInt8Extended(1n, 0n)).toBe(-3670598878359251130n);
    expect(hashInt8Extended(2n, 12345n)).toBe(6534634032840093639n);
    expect(hashInt8Extended(123456789012n, -987654321n)).toBe(-8998464178265870671n);
    expect(hashInt8Extended(-5n, 42n)).toBe(-8747513389509221398n);
    expect(hashInt8Extended(9007199254740993n, 1n)).toBe(-7227874240610423421n);
  });

  it('spreads call ids evenly over (0, 1)', () => {
    const seed = samplingSeed('spread');
    const buckets = new Array(10).fill(0);
    for (let id = 1; id <= 20_000; id++) buckets[Math.floor(samplingUniform(id, seed) * 10)]++;
    for (const bucket of buckets) expect(Math.abs(bucket - 2000)).toBeLessThan(200);
  });
});

describe('drawWeightedSample', () => {
  it('draws the same calls for the same seed and others for another seed', () => {
    const candidates = calls(500, () => 1);
    const first = drawWeightedSample(candidates, 7, samplingSeed('a'));
    expect(drawWeightedSample(candidates, 7, samplingSeed('a'))).toEqual(first);
    expect(drawWeightedSample(candidates, 7, samplingSeed('b'))).not.toEqual(first);
  });

  it('never draws a call of weight 0, even when too few others remain', () => {
    const candidates = calls(100, (id) => (id % 2 === 0 ? 0 : 4));
    for (let s = 0; s < 50; s++) {
      const drawn = drawWeightedSample(candidates, 70, samplingSeed(`zero-${s}`));
      expect(drawn).toHaveLength(50);
      expect(drawn.every((call) => call.weight > 0)).toBe(true);
    }
  });

  it('draws no call twice and all calls when there are fewer than asked', () => {
    const candidates = calls(5, () => 1);
    const drawn = drawWeightedSample(candidates, 7, samplingSeed('few'));
    expect(new Set(drawn.map((call) => call.callId)).size).toBe(5);
    expect(drawn).toHaveLength(5);
    expect(drawWeightedSample(candidates, 0, samplingSeed('few'))).toEqual([]);
  });

  it('follows the weights over many seeded draws', () => {
    // Half the calls weigh 3, half 1: a single draw picks a heavy call 3 times as often.
    const candidates = calls(200, (id) => (id <= 100 ? 3 : 1));
    let heavy = 0;
    const draws = 4000;
    for (let s = 0; s < draws; s++) heavy += drawWeightedSample(candidates, 1, samplingSeed(`freq-${s}`))[0].weight === 3 ? 1 : 0;
    expect(heavy / draws).toBeGreaterThan(0.72);
    expect(heavy / draws).toBeLessThan(0.78);
  });

  it('draws each call of equal weight about equally often', () => {
    const candidates = calls(20, () => 2);
    const counts = new Map<number, number>();
    for (let s = 0; s < 5000; s++) {
      for (const call of drawWeightedSample(candidates, 3, samplingSeed(`even-${s}`)))
        counts.set(call.callId as number, (counts.get(call.callId as number) ?? 0) + 1);
    }
    // Each call is in a 3-of-20 sample with probability 0.15: 750 of 5000.
    for (const count of counts.values()) expect(Math.abs(count - 750)).toBeLessThan(110);
  });

  it('without replacement: a second pick follows the weights of the calls left', () => {
    // Calls 1 (weight 4), 2 and 3 (weight 1): P(second is 2 | first is 1) = 1/2.
    const candidates = [
      { callId: 1, weight: 4 },
      { callId: 2, weight: 1 },
      { callId: 3, weight: 1 },
    ];
    let firstHeavy = 0;
    let secondTwo = 0;
    for (let s = 0; s < 6000; s++) {
      const [first, second] = drawWeightedSample(candidates, 2, samplingSeed(`pair-${s}`));
      if (first.callId === 1) {
        firstHeavy++;
        if (second.callId === 2) secondTwo++;
      }
    }
    expect(firstHeavy / 6000).toBeCloseTo(4 / 6, 1);
    expect(secondTwo / firstHeavy).toBeCloseTo(0.5, 1);
  });
});

describe('weight rules', () => {
  it('weighs a call customer without a rule 1', () => {
    const rules = [{ customer: 3, random: 2.5 as const }];
    expect(weightOf(3, rules)).toBe(2.5);
    expect(weightOf(4, rules)).toBe(1);
    expect(weightOf(null, rules)).toBe(1);
  });

  it('Add ignores "all", a customer that already has a weight, and weights outside the choices', () => {
    let rules = addWeightRule([], 3, 2);
    expect(rules).toEqual([{ customer: 3, random: 2 }]);
    expect(addWeightRule(rules, 'all', 4)).toEqual(rules);
    expect(addWeightRule(rules, 3, 4)).toEqual(rules);
    expect(addWeightRule(rules, 5, 1)).toEqual(rules);
    rules = addWeightRule(rules, 5, 0);
    expect(rules).toEqual([
      { customer: 3, random: 2 },
      { customer: 5, random: 0 },
    ]);
  });

  it('names weights outside the choices and repeated customers', () => {
    expect(weightRuleProblems([{ customer: 1, random: 0.5 }])).toEqual([]);
    expect(weightRuleProblems([{ customer: 1, random: 5 }])).toEqual(['weight 5 is not one of 0, 0.5, 1.5, 2, 2.5, 3, 3.5, 4']);
    expect(
      weightRuleProblems([
        { customer: 1, random: 2 },
        { customer: 1, random: 3 },
      ]),
    ).toEqual(['customer 1 has more than one weight']);
  });
});
