import { describe, expect, it } from '@jest/globals';
import { WALLBOARD_LONGEST_WAIT_ALERT_SECONDS } from '@backoffice/contracts';
import { defaultServiceLevelSettings } from '../telephony/service-levels.js';
import {
  EMPTY_FLOOR,
  composeWallboard,
  queueFiguresToday,
  countedUp,
  floorEventOfAmi,
  floorOfAmiStatus,
  reduceFloor,
  wallboardTones,
  type FloorEvent,
  type FloorState,
} from './wallboard.js';

const T0 = Date.parse('2026-03-02T09:00:00Z');
const at = (seconds: number) => T0 + seconds * 1000;
const replay = (events: FloorEvent[], from: FloorState = EMPTY_FLOOR) => events.reduce(reduceFloor, from);
const defaults = defaultServiceLevelSettings();

describe('wallboard floor', () => {
  it('follows a call from joining the queue to the end of the talk', () => {
    let floor = replay([
      { type: 'member_added', at: at(0), queue: '2001', member: 'PJSIP/3001', paused: false, reason: null },
      { type: 'caller_join', at: at(10), queue: '2001', id: 'c1' },
      { type: 'caller_join', at: at(12), queue: '2001', id: 'c2' },
      { type: 'member_device', at: at(15), queue: '2001', member: 'PJSIP/3001', device: 'ringing' },
    ]);
    expect(floor.callers.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(floor.members[0]).toMatchObject({ device: 'ringing', since: at(15), queues: ['2001'] });
    floor = replay(
      [
        { type: 'caller_leave', at: at(18), queue: '2001', id: 'c1' },
        { type: 'member_device', at: at(18), queue: '2001', member: 'PJSIP/3001', device: 'talking' },
      ],
      floor,
    );
    const board = composeWallboard(floor, [], [{ agentId: 7, name: 'Anna', pbxMember: 'PJSIP/3001', callsToday: 3 }], at(30), defaults);
    expect(board.Queues).toEqual([
      expect.objectContaining({ Queue: '2001', Waiting: 1, LongestWaitSeconds: 18, Agents: { Talking: 1, Ringing: 0, Available: 0, Paused: 0, LoggedOff: 0 } }),
    ]);
    expect(board.Agents).toEqual([{ AgentID: 7, Name: 'Anna', State: 'talking', StateSinceSeconds: 12, PauseReason: null, CallsToday: 3, Queues: ['2001'] }]);
  });

  it('keeps the pause apart from the device: a paused agent who talks is talking, and paused again after', () => {
    const floor = replay([
      { type: 'member_added', at: at(0), queue: '2001', member: 'PJSIP/3001', paused: false, reason: null },
      { type: 'member_pause', at: at(5), queue: '2001', member: 'PJSIP/3001', paused: true, reason: 'Lunch' },
    ]);
    expect(composeWallboard(floor, [], [{ agentId: 1, name: 'A', pbxMember: 'PJSIP/3001', callsToday: 0 }], at(65), defaults).Agents[0]).toMatchObject({
      State: 'paused',
      PauseReason: 'Lunch',
      StateSinceSeconds: 60,
    });
    const talking = reduceFloor(floor, { type: 'member_device', at: at(70), queue: '2001', member: 'PJSIP/3001', device: 'talking' });
    expect(talking.members[0]).toMatchObject({ device: 'talking', since: at(70) });
    const back = reduceFloor(talking, { type: 'member_device', at: at(90), queue: '2001', member: 'PJSIP/3001', device: 'available' });
    expect(composeWallboard(back, [], [{ agentId: 1, name: 'A', pbxMember: 'PJSIP/3001', callsToday: 0 }], at(90), defaults).Agents[0]).toMatchObject({
      State: 'paused',
      PauseReason: 'Lunch',
    });
  });

  it('logs an agent off when removed from the last queue; agents the PBX does not know are logged off', () => {
    const floor = replay([
      { type: 'member_added', at: at(0), queue: '2001', member: 'PJSIP/3001', paused: false, reason: null },
      { type: 'member_added', at: at(0), queue: '2002', member: 'PJSIP/3001', paused: false, reason: null },
      { type: 'member_removed', at: at(5), queue: '2001', member: 'PJSIP/3001' },
    ]);
    expect(floor.members[0]).toMatchObject({ device: 'available', queues: ['2002'], since: at(0) });
    const off = reduceFloor(floor, { type: 'member_removed', at: at(9), queue: '2002', member: 'PJSIP/3001' });
    const board = composeWallboard(
      off,
      [],
      [
        { agentId: 1, name: 'A', pbxMember: 'PJSIP/3001', callsToday: 0 },
        { agentId: 2, name: 'B', pbxMember: null, callsToday: 1 },
      ],
      at(10),
      defaults,
    );
    expect(board.Agents.map((a) => [a.State, a.StateSinceSeconds])).toEqual([
      ['logged_off', 1],
      ['logged_off', null],
    ]);
  });

  it('keeps the last floor while the PBX is down and is replaced by the next snapshot', () => {
    const floor = replay([
      { type: 'caller_join', at: at(0), queue: '2001', id: 'c1' },
      { type: 'down', at: at(5) },
      { type: 'down', at: at(9) },
    ]);
    expect(floor).toMatchObject({ reachable: false, downSince: at(5), callers: [expect.objectContaining({ id: 'c1' })] });
    expect(composeWallboard(floor, [], [], at(10), defaults)).toMatchObject({ Reachable: false, UnreachableSince: '2026-03-02T09:00:05.000Z' });
    const back = reduceFloor(floor, { type: 'snapshot', at: at(20), callers: [], members: [] });
    expect(back).toEqual(EMPTY_FLOOR);
  });

  it('is the same floor whatever instance replays the same events (a caller joining twice counts once)', () => {
    const events: FloorEvent[] = [
      { type: 'caller_join', at: at(1), queue: '2001', id: 'c1' },
      { type: 'caller_join', at: at(1), queue: '2001', id: 'c1' },
    ];
    expect(replay(events).callers).toHaveLength(1);
  });
});

describe('AMI events on the floor', () => {
  it('reads the events the wallboard follows and ignores the others', () => {
    expect(floorEventOfAmi({ event: 'QueueCallerJoin', queue: '2001', uniqueid: '17.1' }, at(0))).toEqual({
      type: 'caller_join',
      at: at(0),
      queue: '2001',
      id: '17.1',
    });
    expect(floorEventOfAmi({ event: 'QueueCallerAbandon', queue: '2001', uniqueid: '17.1' }, at(0))).toMatchObject({ type: 'caller_leave' });
    expect(floorEventOfAmi({ event: 'AgentConnect', queue: '2001', interface: 'PJSIP/3001' }, at(0))).toMatchObject({
      device: 'talking',
      member: 'PJSIP/3001',
    });
    expect(floorEventOfAmi({ event: 'AgentComplete', queue: '2001', interface: 'PJSIP/3001' }, at(0))).toMatchObject({ device: 'available' });
    expect(floorEventOfAmi({ event: 'QueueMemberStatus', queue: '2001', interface: 'PJSIP/3001', status: '6' }, at(0))).toMatchObject({ device: 'ringing' });
    expect(floorEventOfAmi({ event: 'QueueMemberStatus', queue: '2001', interface: 'PJSIP/3001', status: '5' }, at(0))).toMatchObject({ device: 'logged_off' });
    expect(floorEventOfAmi({ event: 'QueueMemberPause', queue: '2001', interface: 'PJSIP/3001', paused: '1', pausedreason: 'Break' }, at(0))).toMatchObject({
      type: 'member_pause',
      paused: true,
      reason: 'Break',
    });
    expect(floorEventOfAmi({ event: 'Newchannel', channel: 'PJSIP/1' }, at(0))).toBeNull();
    expect(floorEventOfAmi({ event: 'QueueCallerJoin' }, at(0))).toBeNull();
  });

  it('builds the floor from a QueueStatus answer, within the queues in scope', () => {
    const snapshot = floorOfAmiStatus(
      [
        { event: 'QueueParams', queue: '2001' },
        { event: 'QueueMember', queue: '2001', stateinterface: 'PJSIP/3001', incall: '1', status: '2', paused: '0' },
        { event: 'QueueMember', queue: '2002', stateinterface: 'PJSIP/3001', incall: '1', status: '2', paused: '0' },
        {
          event: 'QueueMember',
          queue: '2001',
          stateinterface: 'PJSIP/3002',
          status: '1',
          paused: '1',
          pausedreason: 'Lunch',
          lastpause: String(at(-120) / 1000),
        },
        { event: 'QueueMember', queue: '9000', stateinterface: 'PJSIP/3999', status: '1', paused: '0' },
        { event: 'QueueEntry', queue: '2001', uniqueid: 'u1', position: '1', wait: '42' },
      ],
      at(0),
      (queue) => queue !== '9000',
    );
    const floor = reduceFloor(EMPTY_FLOOR, snapshot);
    expect(floor.callers).toEqual([{ id: 'u1', queue: '2001', since: at(-42) }]);
    expect(floor.members).toEqual([
      { member: 'PJSIP/3001', queues: ['2001', '2002'], device: 'talking', paused: false, pauseReason: null, since: at(0) },
      { member: 'PJSIP/3002', queues: ['2001'], device: 'available', paused: true, pauseReason: 'Lunch', since: at(-120) },
    ]);
  });
});

describe("a queue's figures of today", () => {
  const group = (answered: boolean, lost: boolean, waitSeconds: number, calls: number, talkSeconds = 0) => ({
    queue: '2001',
    answered,
    lost,
    waitSeconds,
    calls,
    talkSeconds,
  });
  const groups = [
    group(true, false, 10, 3, 300),
    group(true, false, 30, 1, 60),
    group(false, true, 4, 2),
    group(false, true, 90, 1),
    { ...group(true, false, 5, 9, 9), queue: '2002' },
  ];

  it('counts offered, answered, abandoned, the averages and the service level under the queue thresholds', () => {
    expect(queueFiguresToday('2001', 'Sales', groups, defaults)).toEqual({
      queue: '2001',
      name: 'Sales',
      offered: 7,
      answered: 4,
      abandoned: 3,
      serviceLevel: 42.86,
      thresholds: { Queue: '2001', TargetSeconds: 20, TargetShare: 80, ShortAbandonSeconds: 0 },
      averageWaitSeconds: Math.round((30 + 30 + 8 + 90) / 7),
      averageTalkSeconds: 90,
    });
  });

  it('leaves short abandons out and follows a queue override', () => {
    const settings = { ...defaults, ShortAbandonSeconds: 5, Queues: [{ Queue: '2001', TargetSeconds: 30 }] };
    expect(queueFiguresToday('2001', 'Sales', groups, settings)).toMatchObject({ offered: 5, abandoned: 1, serviceLevel: 80 });
    expect(queueFiguresToday('2003', '2003', groups, settings)).toMatchObject({ offered: 0, serviceLevel: null, averageWaitSeconds: 0 });
  });
});

describe('wallboard tiles', () => {
  it('turn red past the longest-wait alert and below the service-level share', () => {
    const queue = {
      LongestWaitSeconds: WALLBOARD_LONGEST_WAIT_ALERT_SECONDS,
      LongestWaitAlertSeconds: WALLBOARD_LONGEST_WAIT_ALERT_SECONDS,
      ServiceLevel: 80,
      ServiceLevelTargetShare: 80,
    };
    expect(wallboardTones(queue)).toEqual({ wait: 'ok', serviceLevel: 'ok' });
    expect(wallboardTones({ ...queue, LongestWaitSeconds: 61, ServiceLevel: 79.99 })).toEqual({ wait: 'alert', serviceLevel: 'alert' });
    expect(wallboardTones({ ...queue, ServiceLevel: null })).toMatchObject({ serviceLevel: 'ok' });
  });

  it('count up from the reading', () => {
    expect(countedUp(10, '2026-03-02T09:00:00.000Z', at(5.5))).toBe(15);
    expect(countedUp(null, '2026-03-02T09:00:00.000Z', at(5))).toBeNull();
  });
});
