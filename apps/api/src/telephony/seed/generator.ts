/**
 * The deterministic telephony generator: a month of a believable call centre for the demo, or ten
 * million calls for benchmarks, from the same rules. Everything is a pure function of the options
 * (seed, first day, days, agents, call customers), so a seed always gives the same rows.
 *
 * Output is streamed: {@link generateTelephonyBatches} yields one batch per day and group of
 * agents, so memory stays flat however many days are asked for. Times are epoch milliseconds in
 * UTC, which the generator treats as the centre's wall clock.
 *
 * Coherence rules (checked by the specs and the e2e test):
 * - an answered call occupies its agent from ringing (started + wait at routing) to the end of its
 *   post-handling time, and that whole span lies inside one of the agent's Call status periods;
 * - lost calls have no agent, no agent exten and no recording;
 * - every Mittagspause period has exactly one lunch break with the same start and end;
 * - an agent absent for the whole day has no status periods, calls or lunch break that day;
 * - answered calls' talk durations are pooled recording lengths, and their recording key names it.
 */
import type { AbsenceReason, ActivityType, CallResultType, CallStatus } from '@backoffice/contracts';
import { addDays, holidaysBetween, recordingPoolKey, SeededRandom, snapToRecordingPool, weekdayOf, type Holiday } from '@backoffice/domain';
import { HOURLY_LOAD, WEEKDAY_LOAD, loadAt } from './load-pattern.js';

export interface TelephonyGeneratorOptions {
  seed: number | string;
  /** First generated day, 'YYYY-MM-DD'. */
  firstDay: string;
  days: number;
  agents: number;
  callCustomers: number;
  /** Agents per batch (memory per batch is roughly agents x 50 calls). */
  agentsPerBatch?: number;
}

export interface GeneratedCallCustomer {
  key: string;
  name: string;
  routingExten: string;
  dialledNumber: string;
  queueName: string;
}

export interface GeneratedAgent {
  employeeId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  isSupervisor: boolean;
  exten: string;
  pbxMember: string;
  /** The call customers whose queues this agent serves (keys). */
  callCustomerKeys: string[];
}

export interface GeneratedPc {
  hostname: string;
  updateStamp: number;
  windowsVersion: string;
}

export interface GeneratedCall {
  uniqueId: string;
  callerNumber: string;
  dialledNumber: string;
  routingExten: string;
  agentExten: string | null;
  callCustomerKey: string;
  employeeId: string | null;
  startedAt: number;
  waitRoutingSeconds: number;
  waitAgentSeconds: number;
  talkSeconds: number;
  postHandlingSeconds: number;
  answered: boolean;
  lost: boolean;
  transferred: boolean;
  resultType: CallResultType | null;
  status: CallStatus;
  recordingKey: string | null;
}

export interface GeneratedStatusPeriod {
  employeeId: string;
  activityType: ActivityType;
  startedAt: number;
  endedAt: number;
  exten: string;
}

export interface GeneratedAbsence {
  employeeId: string;
  startedAt: number;
  endedAt: number;
  reason: AbsenceReason;
}

export interface GeneratedMailActivity {
  mailId: string;
  employeeId: string;
  sentAt: number;
  callCustomerKey: string;
}

export interface GeneratedExtensionSwitch {
  employeeId: string;
  switchedAt: number;
  fromExten: string;
  toExten: string;
  callCustomerKey: string;
}

export interface GeneratedLunchBreak {
  employeeId: string;
  day: string;
  startedAt: number;
  endedAt: number;
}

/** The fixed part of a tenant's telephony world, produced before any day is generated. */
export interface TelephonyPlan {
  options: Required<TelephonyGeneratorOptions>;
  callCustomers: GeneratedCallCustomer[];
  agents: GeneratedAgent[];
  pcs: GeneratedPc[];
  holidays: Holiday[];
}

export interface TelephonyBatch {
  day: string;
  calls: GeneratedCall[];
  statusPeriods: GeneratedStatusPeriod[];
  absences: GeneratedAbsence[];
  mailActivities: GeneratedMailActivity[];
  extensionSwitches: GeneratedExtensionSwitch[];
  lunchBreaks: GeneratedLunchBreak[];
}

const FIRST_NAMES = [
  'Anna',
  'Lukas',
  'Sarah',
  'Maximilian',
  'Julia',
  'David',
  'Lena',
  'Felix',
  'Katharina',
  'Tobias',
  'Laura',
  'Florian',
  'Sophie',
  'Michael',
  'Hannah',
  'Stefan',
  'Elena',
  'Patrick',
  'Lisa',
  'Markus',
  'Nina',
  'Thomas',
  'Marie',
  'Daniel',
  'Theresa',
  'Simon',
  'Johanna',
  'Andreas',
  'Christina',
  'Matthias',
  'Verena',
  'Philipp',
  'Magdalena',
  'Bernhard',
];
const LAST_NAMES = [
  'Gruber',
  'Huber',
  'Bauer',
  'Wagner',
  'Müller',
  'Pichler',
  'Steiner',
  'Moser',
  'Mayer',
  'Hofer',
  'Leitner',
  'Berger',
  'Fuchs',
  'Eder',
  'Fischer',
  'Schmid',
  'Winkler',
  'Weber',
  'Schwarz',
  'Maier',
  'Schneider',
  'Reiter',
  'Mayr',
  'Schmidt',
  'Wimmer',
  'Egger',
  'Brunner',
  'Lang',
  'Baumgartner',
  'Auer',
  'Binder',
  'Lechner',
  'Wolf',
  'Wallner',
  'Aigner',
];
const CALL_CUSTOMER_NAMES = [
  'Wiener Versicherung AG',
  'Alpen Reisen GmbH',
  'Donau Energie',
  'MedHelp Assistance',
  'AutoClub Mobil',
  'Stadtwerke Graz',
  'TeleNet Service',
  'Hotel Partner Austria',
  'Bergbahn Tirol',
  'Pharma Direkt',
];
const WINDOWS_VERSIONS = ['Windows 10 Pro 22H2 (19045)', 'Windows 11 Pro 23H2 (22631)', 'Windows 11 Pro 24H2 (26100)'];

const RESULT_WEIGHTS: readonly (readonly [CallResultType, number])[] = [
  ['anruf_kunde', 40],
  ['sonstiges', 12],
  ['rueckruf', 12],
  ['nochmals', 8],
  ['aufgelegt', 8],
  ['nicht_mitteilen', 5],
  ['firma_anruf', 5],
  ['fax', 2],
  ['firma_fax', 2],
  ['testanruf', 1],
  ['firma_pager', 1],
];
const FULL_DAY_ABSENCE_WEIGHTS: readonly (readonly [AbsenceReason, number])[] = [
  ['Urlaub', 45],
  ['Krankenstand', 30],
  ['Zeitausgleich', 10],
  ['Schulung extern', 4],
  ['Dienstreise', 3],
  ['Pflegeurlaub', 3],
  ['Sonstiges', 5],
];

/** Non-call activities: weight for agents, weight for supervisors, minimum and maximum minutes. */
const OTHER_ACTIVITIES: readonly (readonly [ActivityType, number, number, number, number])[] = [
  ['Leerzeit', 1.5, 1.5, 2, 12],
  ['Kurzpause', 2.5, 1.5, 5, 12],
  ['Nachbearbeitung', 2.5, 1, 3, 15],
  ['Besprechung', 0.6, 4, 15, 60],
  ['Schulung', 0.25, 0.5, 30, 90],
  ['Quality', 0.4, 2.5, 10, 30],
  ['Outbound', 0.7, 0.5, 10, 40],
  ['Störungsbearbeitung', 0.3, 0.5, 5, 30],
  ['Rückfrage bei Supervisor', 0.8, 0.2, 2, 10],
  ['Rückfrage bei IT', 0.3, 0.3, 5, 20],
  ['Timeout bei Anruf', 0.5, 0.1, 1, 2],
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Average seconds an available agent waits for the next call at full load. */
const BASE_CALL_GAP_SECONDS = 55;
/** Lost calls as a share of offered calls at the busiest hour; quieter hours lose fewer. */
const PEAK_LOST_SHARE = 0.12;
const EXPECTED_CALLS_PER_AGENT_DAY = 45;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function createTelephonyPlan(options: TelephonyGeneratorOptions): TelephonyPlan {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.firstDay)) throw new RangeError(`firstDay must be YYYY-MM-DD, got ${options.firstDay}`);
  for (const [name, value] of [
    ['days', options.days],
    ['agents', options.agents],
    ['callCustomers', options.callCustomers],
  ] as const) {
    if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
  }
  if (options.agents > 89_999) throw new RangeError('at most 89999 agents per tenant (five-digit extensions)');
  const full: Required<TelephonyGeneratorOptions> = { agentsPerBatch: 250, ...options };
  const random = new SeededRandom(options.seed).fork('plan');

  const callCustomers: GeneratedCallCustomer[] = Array.from({ length: options.callCustomers }, (_, i) => {
    const routingExten = String(2001 + i);
    const baseName = CALL_CUSTOMER_NAMES[i % CALL_CUSTOMER_NAMES.length];
    return {
      key: `K${pad(i + 1, 3)}`,
      name: i < CALL_CUSTOMER_NAMES.length ? baseName : `${baseName} ${Math.floor(i / CALL_CUSTOMER_NAMES.length) + 1}`,
      routingExten,
      dialledNumber: `0800${pad(200100 + i, 6)}`,
      queueName: routingExten,
    };
  });

  const supervisors = Math.max(1, Math.round(options.agents / 10));
  const usedUsernames = new Map<string, number>();
  const extenWidth = options.agents > 8999 ? 5 : 4;
  const agents: GeneratedAgent[] = Array.from({ length: options.agents }, (_, i) => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const base = `${firstName}.${lastName}`.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
    const seen = usedUsernames.get(base) ?? 0;
    usedUsernames.set(base, seen + 1);
    const username = seen === 0 ? base : `${base}${seen + 1}`;
    const exten = String((extenWidth === 4 ? 3001 : 10001) + i);
    const queueCount = Math.min(options.callCustomers, random.int(1, 3));
    const first = i % options.callCustomers;
    const callCustomerKeys = Array.from({ length: queueCount }, (_, q) => callCustomers[(first + q) % options.callCustomers].key);
    return {
      employeeId: String(10001 + i),
      username,
      firstName,
      lastName,
      email: `${username}@callcenter.example`,
      isSupervisor: i < supervisors,
      exten,
      pbxMember: `PJSIP/${exten}`,
      callCustomerKeys,
    };
  });

  const lastDayStart = dayStart(addDays(options.firstDay, options.days - 1));
  const pcs: GeneratedPc[] = Array.from({ length: options.agents + Math.max(2, Math.round(options.agents / 20)) }, (_, i) => ({
    hostname: `CC-WS-${pad(i + 1, 4)}`,
    updateStamp: lastDayStart - random.int(0, 30) * 24 * HOUR + random.int(6 * 60, 20 * 60) * MINUTE,
    windowsVersion: random.weighted([
      [WINDOWS_VERSIONS[0], 3],
      [WINDOWS_VERSIONS[1], 5],
      [WINDOWS_VERSIONS[2], 2],
    ]),
  }));

  return { options: full, callCustomers, agents, pcs, holidays: holidaysBetween(options.firstDay, options.days) };
}

/** Streams the plan's days: per day, one batch per group of agents, then one with the lost calls. */
export function* generateTelephonyBatches(plan: TelephonyPlan): Generator<TelephonyBatch> {
  const holidayDates = new Set(plan.holidays.map((h) => h.date));
  const root = new SeededRandom(plan.options.seed);
  const customersByKey = new Map(plan.callCustomers.map((c) => [c.key, c]));
  for (let d = 0; d < plan.options.days; d++) {
    const day = addDays(plan.options.firstDay, d);
    const isHoliday = holidayDates.has(day);
    for (let from = 0; from < plan.agents.length; from += plan.options.agentsPerBatch) {
      const batch = emptyBatch(day);
      const to = Math.min(plan.agents.length, from + plan.options.agentsPerBatch);
      for (let a = from; a < to; a++) {
        generateAgentDay(batch, plan.agents[a], a, day, isHoliday, root.fork(`${day}/${a}`), customersByKey);
      }
      yield batch;
    }
    const lost = emptyBatch(day);
    generateLostCalls(lost, plan, day, isHoliday, root.fork(`${day}/lost`));
    yield lost;
  }
}

function emptyBatch(day: string): TelephonyBatch {
  return { day, calls: [], statusPeriods: [], absences: [], mailActivities: [], extensionSwitches: [], lunchBreaks: [] };
}

function randomCallerNumber(random: SeededRandom): string {
  const area = random.weighted([
    ['1', 5],
    ['316', 1],
    ['512', 1],
    ['662', 1],
    ['664', 3],
    ['676', 3],
    ['699', 2],
  ] as const);
  return `0${area}${random.int(1_000_000, 9_999_999)}`;
}

function generateAgentDay(
  batch: TelephonyBatch,
  agent: GeneratedAgent,
  agentIndex: number,
  day: string,
  isHoliday: boolean,
  random: SeededRandom,
  customersByKey: Map<string, GeneratedCallCustomer>,
): void {
  const weekday = weekdayOf(day);
  const weekend = weekday === 0 || weekday === 6 || isHoliday;
  const worksChance = agent.isSupervisor ? (weekend ? 0.05 : 0.95) : weekend ? (weekday === 6 && !isHoliday ? 0.3 : 0.12) : 0.93;
  if (!random.chance(worksChance)) return;

  // Shifts are staggered by agent so the centre is staffed from 07:00 to 20:00, thickest mid-morning.
  const shiftStartMinutes = [420, 450, 480, 480, 510, 540, 540, 600, 720][agentIndex % 9] + random.int(-5, 10);
  const shiftHours = weekend ? 6 : agentIndex % 5 === 4 ? 4 : agentIndex % 7 === 6 ? 6 : 8;
  let shiftStart = dayStart(day) + shiftStartMinutes * MINUTE;
  const shiftEnd = shiftStart + shiftHours * HOUR + random.int(0, 10) * MINUTE;

  if (random.chance(0.045)) {
    batch.absences.push({ employeeId: agent.employeeId, startedAt: shiftStart, endedAt: shiftEnd, reason: random.weighted(FULL_DAY_ABSENCE_WEIGHTS) });
    return;
  }
  if (random.chance(0.02)) {
    // A doctor's appointment at the start of the shift: the agent starts later.
    const appointmentEnd = shiftStart + random.int(60, 150) * MINUTE;
    batch.absences.push({ employeeId: agent.employeeId, startedAt: shiftStart, endedAt: appointmentEnd, reason: 'Arzttermin' });
    shiftStart = appointmentEnd;
  }

  let exten = agent.exten;
  const primaryCustomerKey = agent.callCustomerKeys[0];
  if (random.chance(0.04)) {
    // Hot-desking: the agent logs in on another desk's phone for the day.
    exten = String(1900 + random.int(0, 99));
    batch.extensionSwitches.push({
      employeeId: agent.employeeId,
      switchedAt: shiftStart,
      fromExten: agent.exten,
      toExten: exten,
      callCustomerKey: primaryCustomerKey,
    });
  }

  const lunchStart = shiftEnd - shiftStart >= 6 * HOUR ? shiftStart + Math.round((shiftEnd - shiftStart) / 2) + random.int(-30, 30) * MINUTE : Infinity;
  let lunchTaken = false;
  let callCounter = 0;
  let time = shiftStart;
  let first = true;
  while (time < shiftEnd - MINUTE) {
    if (!lunchTaken && time >= lunchStart - 5 * MINUTE) {
      const end = Math.min(shiftEnd, time + random.int(30, 45) * MINUTE);
      batch.statusPeriods.push({ employeeId: agent.employeeId, activityType: 'Mittagspause', startedAt: time, endedAt: end, exten });
      batch.lunchBreaks.push({ employeeId: agent.employeeId, day, startedAt: time, endedAt: end });
      lunchTaken = true;
      time = end;
      continue;
    }
    const limit = Math.min(shiftEnd, lunchTaken ? Infinity : lunchStart);
    let activity: ActivityType;
    let minutes: number;
    if (first) {
      activity = 'Leerzeit';
      minutes = random.int(2, 6);
      first = false;
    } else if (random.chance(agent.isSupervisor ? 0.25 : 0.62)) {
      activity = 'Call';
      minutes = random.int(20, 90);
    } else {
      const choice = random.weighted(OTHER_ACTIVITIES.map((a) => [a, agent.isSupervisor ? a[2] : a[1]] as const));
      activity = choice[0];
      minutes = random.int(choice[3], choice[4]);
    }
    const end = Math.min(limit, time + minutes * MINUTE);
    if (end - time < MINUTE) {
      time = end;
      continue;
    }
    batch.statusPeriods.push({ employeeId: agent.employeeId, activityType: activity, startedAt: time, endedAt: end, exten });
    if (activity === 'Call') callCounter = generateCallsInPeriod(batch, agent, agentIndex, exten, time, end, isHoliday, random, customersByKey, callCounter);
    time = end;
  }

  const mails = random.poisson(agent.isSupervisor ? 6 : 2.5);
  for (let m = 0; m < mails; m++) {
    batch.mailActivities.push({
      mailId: `${day}-${agent.employeeId}-${m + 1}`,
      employeeId: agent.employeeId,
      sentAt: shiftStart + Math.floor(random.next() * (shiftEnd - shiftStart)),
      callCustomerKey: random.pick(agent.callCustomerKeys),
    });
  }
}

function generateCallsInPeriod(
  batch: TelephonyBatch,
  agent: GeneratedAgent,
  agentIndex: number,
  exten: string,
  periodStart: number,
  periodEnd: number,
  isHoliday: boolean,
  random: SeededRandom,
  customersByKey: Map<string, GeneratedCallCustomer>,
  counter: number,
): number {
  let time = periodStart;
  for (;;) {
    const load = Math.max(0.02, loadAt(new Date(time), isHoliday));
    time += Math.min(20 * MINUTE, Math.max(5_000, random.exponential((BASE_CALL_GAP_SECONDS / load) * 1000)));
    const waitAgentSeconds = random.int(2, 14);
    const talkSeconds = snapToRecordingPool(Math.min(600, Math.max(8, Math.round(random.logNormal(150, 0.65)))));
    const postHandlingSeconds = random.int(5, 60);
    const ringStart = Math.ceil(time / 1000) * 1000;
    if (ringStart + (waitAgentSeconds + talkSeconds + postHandlingSeconds) * 1000 > periodEnd) return counter;
    const customer = customersByKey.get(random.pick(agent.callCustomerKeys))!;
    // Waits in the queue grow with the load: a busy hour keeps callers waiting longer.
    const waitRoutingSeconds = Math.min(600, Math.round(random.exponential(6 + 30 * load)));
    const transferred = random.chance(0.05);
    counter++;
    batch.calls.push({
      uniqueId: `${Math.floor(ringStart / 1000) - waitRoutingSeconds}.${(agentIndex + 1) * 1000 + counter}`,
      callerNumber: randomCallerNumber(random),
      dialledNumber: customer.dialledNumber,
      routingExten: customer.routingExten,
      agentExten: exten,
      callCustomerKey: customer.key,
      employeeId: agent.employeeId,
      startedAt: ringStart - waitRoutingSeconds * 1000,
      waitRoutingSeconds,
      waitAgentSeconds,
      talkSeconds,
      postHandlingSeconds,
      answered: true,
      lost: false,
      transferred,
      resultType: transferred ? 'weiterverbunden' : random.weighted(RESULT_WEIGHTS),
      status: transferred ? 'transferred' : random.chance(0.6) ? 'completed_caller' : 'completed_agent',
      recordingKey: recordingPoolKey(talkSeconds),
    });
    time = ringStart + (waitAgentSeconds + talkSeconds + postHandlingSeconds) * 1000;
  }
}

function generateLostCalls(batch: TelephonyBatch, plan: TelephonyPlan, day: string, isHoliday: boolean, random: SeededRandom): void {
  const weekdayLoad = isHoliday ? WEEKDAY_LOAD[0] : WEEKDAY_LOAD[weekdayOf(day)];
  const peakSquared = HOURLY_LOAD.reduce((sum, load) => sum + load * load, 0);
  const offeredPerQueue = (plan.agents.length * EXPECTED_CALLS_PER_AGENT_DAY) / plan.callCustomers.length;
  const base = dayStart(day);
  plan.callCustomers.forEach((customer, queueIndex) => {
    let counter = 0;
    for (let hour = 0; hour < 24; hour++) {
      // Lost calls grow with the square of the load: callers give up when queues are long.
      const expected = (PEAK_LOST_SHARE * offeredPerQueue * weekdayLoad * HOURLY_LOAD[hour] * HOURLY_LOAD[hour]) / peakSquared;
      const count = random.poisson(expected);
      for (let n = 0; n < count; n++) {
        const startedAt = base + hour * HOUR + Math.floor((random.next() * HOUR) / 1000) * 1000;
        const band = random.next();
        const waitRoutingSeconds = band < 0.5 ? random.int(1, 20) : band < 0.85 ? random.int(21, 54) : random.int(55, 300);
        const status: CallStatus = waitRoutingSeconds >= 120 && random.chance(0.6) ? 'timeout' : random.chance(0.04) ? 'exit_empty' : 'abandoned';
        counter++;
        batch.calls.push({
          uniqueId: `${Math.floor(startedAt / 1000)}.${900_000_000 + queueIndex * 100_000 + counter}`,
          callerNumber: randomCallerNumber(random),
          dialledNumber: customer.dialledNumber,
          routingExten: customer.routingExten,
          agentExten: null,
          callCustomerKey: customer.key,
          employeeId: null,
          startedAt,
          waitRoutingSeconds,
          waitAgentSeconds: 0,
          talkSeconds: 0,
          postHandlingSeconds: 0,
          answered: false,
          lost: true,
          transferred: false,
          resultType: null,
          status,
          recordingKey: null,
        });
      }
    }
  });
}

/** Expected offered calls per second at a moment for a plan (the live simulator's arrival rate). */
export function expectedCallsPerSecond(plan: Pick<TelephonyPlan, 'agents'>, at: Date, isHoliday = false): number {
  const dailyHourSum = HOURLY_LOAD.reduce((sum, load) => sum + load, 0);
  return (plan.agents.length * EXPECTED_CALLS_PER_AGENT_DAY * loadAt(at, isHoliday)) / (dailyHourSum * 3600);
}
