/**
 * The quality sample: for each agent, up to N of the agent's answered calls, drawn at random
 * without replacement, each call weighted by its call customer's weight (0: never drawn; no rule:
 * 1). Efraimidis-Spirakis: every call gets the key -ln(u) / weight with u uniform in (0, 1), and
 * the N smallest keys win; that is exactly successive weighted draws without replacement.
 *
 * u is not taken from a running generator but derived from (seed, call id) by PostgreSQL's
 * `hashint8extended` (Jenkins' lookup3, the function hash partitioning relies on, so stable across
 * versions and platforms), ported here bit for bit. The same draw can therefore run inside the
 * database (`quality.sampling_key`, see the Quality migration) over millions of calls and in this
 * pure function, and both give the same calls for the same seed. A retried job redraws the same
 * calls.
 */
import { DEFAULT_RANDOM_WEIGHT, RANDOM_WEIGHT_CHOICES, type RandomWeightRule } from '@backoffice/contracts';
import { hashString } from '../telephony/prng.js';

export interface SamplingCandidate {
  /** The call's id (telephony.calls.call_id, a bigint). */
  callId: bigint | number | string;
  /** Its call customer's weight; 0 never draws it. */
  weight: number;
}

const rotate = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;

/** PostgreSQL's `hashint8extended(value, seed)` (src/common/hashfn.c), as a signed 64-bit bigint. */
export function hashInt8Extended(value: bigint, seed: bigint): bigint {
  const v = BigInt.asIntN(64, value);
  const high = Number(BigInt.asUintN(32, v >> 32n));
  const low = (Number(BigInt.asUintN(32, v)) ^ (v >= 0n ? high : ~high >>> 0)) >>> 0;
  let a = (0x9e3779b9 + 4 + 3923095) >>> 0;
  let b = a;
  let c = a;
  const s = BigInt.asUintN(64, seed);
  if (s !== 0n) {
    a = (a + Number(s >> 32n)) >>> 0;
    b = (b + Number(BigInt.asUintN(32, s))) >>> 0;
    // mix(a, b, c)
    a = (a - c) >>> 0;
    a = (a ^ rotate(c, 4)) >>> 0;
    c = (c + b) >>> 0;
    b = (b - a) >>> 0;
    b = (b ^ rotate(a, 6)) >>> 0;
    a = (a + c) >>> 0;
    c = (c - b) >>> 0;
    c = (c ^ rotate(b, 8)) >>> 0;
    b = (b + a) >>> 0;
    a = (a - c) >>> 0;
    a = (a ^ rotate(c, 16)) >>> 0;
    c = (c + b) >>> 0;
    b = (b - a) >>> 0;
    b = (b ^ rotate(a, 19)) >>> 0;
    a = (a + c) >>> 0;
    c = (c - b) >>> 0;
    c = (c ^ rotate(b, 4)) >>> 0;
    b = (b + a) >>> 0;
  }
  a = (a + low) >>> 0;
  // final(a, b, c)
  c = (c ^ b) >>> 0;
  c = (c - rotate(b, 14)) >>> 0;
  a = (a ^ c) >>> 0;
  a = (a - rotate(c, 11)) >>> 0;
  b = (b ^ a) >>> 0;
  b = (b - rotate(a, 25)) >>> 0;
  c = (c ^ b) >>> 0;
  c = (c - rotate(b, 16)) >>> 0;
  a = (a ^ c) >>> 0;
  a = (a - rotate(c, 4)) >>> 0;
  b = (b ^ a) >>> 0;
  b = (b - rotate(a, 14)) >>> 0;
  c = (c ^ b) >>> 0;
  c = (c - rotate(b, 24)) >>> 0;
  return BigInt.asIntN(64, (BigInt(b) << 32n) | BigInt(c));
}

const TWO_POW_53 = 9007199254740992;

/** u in (0, 1) for a call: 53 bits of the hash, as the SQL takes them. */
export function samplingUniform(callId: bigint | number | string, seed: bigint): number {
  const hash = hashInt8Extended(BigInt(callId), seed);
  const bits = Number((hash >> 43n) & 0x1fffffn) * 4294967296 + Number(hash & 0xffffffffn);
  return (bits + 0.5) / TWO_POW_53;
}

/** The call's key: the smaller, the earlier it is drawn. Infinity for weight 0 (never drawn). */
export function samplingKey(callId: bigint | number | string, seed: bigint, weight: number): number {
  if (!(weight > 0)) return Number.POSITIVE_INFINITY;
  return -Math.log(samplingUniform(callId, seed)) / weight;
}

/**
 * Up to `count` candidates drawn without replacement by weight, in draw order. Weight 0 is never
 * drawn; ties (equal keys) go to the smaller call id, as in the SQL.
 */
export function drawWeightedSample<T extends SamplingCandidate>(candidates: readonly T[], count: number, seed: bigint): T[] {
  if (count <= 0) return [];
  return candidates
    .filter((candidate) => candidate.weight > 0)
    .map((candidate) => ({ candidate, key: samplingKey(candidate.callId, seed, candidate.weight), id: BigInt(candidate.callId) }))
    .sort((x, y) => x.key - y.key || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0))
    .slice(0, count)
    .map((entry) => entry.candidate);
}

/** A 64-bit seed (as PostgreSQL's bigint) from a text such as a job id: the same text, the same draw. */
export function samplingSeed(text: string): bigint {
  return BigInt.asIntN(64, (BigInt(hashString(`${text}#hi`)) << 32n) | BigInt(hashString(`${text}#lo`)));
}

export function isRandomWeightChoice(weight: unknown): weight is RandomWeightRule['random'] {
  return typeof weight === 'number' && (RANDOM_WEIGHT_CHOICES as readonly number[]).includes(weight);
}

/** The weight of a call customer under the rules (no rule: 1). */
export function weightOf(callCustomerId: number | null, rules: readonly RandomWeightRule[]): number {
  const rule = callCustomerId === null ? undefined : rules.find((candidate) => candidate.customer === callCustomerId);
  return rule ? rule.random : DEFAULT_RANDOM_WEIGHT;
}

/**
 * The form's Add: a weight for "all" or for a customer that already has one is ignored (the
 * rules are returned unchanged).
 */
export function addWeightRule(rules: readonly RandomWeightRule[], customer: number | 'all' | null | undefined, random: number): RandomWeightRule[] {
  if (customer === null || customer === undefined || customer === 'all') return [...rules];
  if (!isRandomWeightChoice(random)) return [...rules];
  if (rules.some((rule) => rule.customer === customer)) return [...rules];
  return [...rules, { customer, random }];
}

/** Problems of a set of rules (duplicates, weights outside the choices); empty when fine. */
export function weightRuleProblems(rules: readonly { customer: unknown; random: unknown }[]): string[] {
  const problems: string[] = [];
  const seen = new Set<unknown>();
  for (const rule of rules) {
    if (!isRandomWeightChoice(rule.random)) {
      problems.push(`weight ${String(rule.random)} is not one of ${RANDOM_WEIGHT_CHOICES.join(', ')}`);
    }
    if (seen.has(rule.customer)) problems.push(`customer ${String(rule.customer)} has more than one weight`);
    seen.add(rule.customer);
  }
  return problems;
}
