import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server, type Socket } from 'node:net';
import { AmiMessageReader, AsteriskAmiAdapter } from './asterisk-ami.adapter.js';
import type { FloorEvent } from '@backoffice/domain';
import { pbxSettingsFromEnv } from './pbx-adapter.js';

/**
 * A small fake of Asterisk's Manager Interface: greets, checks the login, answers QueueSummary
 * and QueueStatus with event lists as Asterisk 18+ does, and records the actions it got.
 */
function startFakeAmi(options: { secret: string; legacyStatus?: boolean }): Promise<{ server: Server; port: number; actions: string[] }> {
  const actions: string[] = [];
  const send = (socket: Socket, fields: Record<string, string | number>) =>
    socket.write(
      `${Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n`,
    );
  const server = createServer((socket) => {
    socket.write('Asterisk Call Manager/9.0.0\r\n');
    const reader = new AmiMessageReader();
    let loggedIn = false;
    socket.on('data', (chunk) => {
      for (const action of reader.push(chunk.toString('utf8'))) {
        const id = action.actionid;
        actions.push(action.action);
        if (action.action === 'Login') {
          loggedIn = action.username === 'monitor' && action.secret === options.secret;
          send(
            socket,
            loggedIn
              ? { Response: 'Success', ActionID: id, Message: 'Authentication accepted' }
              : { Response: 'Error', ActionID: id, Message: 'Authentication failed' },
          );
        } else if (!loggedIn) {
          send(socket, { Response: 'Error', ActionID: id, Message: 'Permission denied' });
        } else if (action.action === 'QueueSummary') {
          send(socket, { Response: 'Success', ActionID: id, EventList: 'start', Message: 'Queue summary will follow' });
          send(socket, {
            Event: 'QueueSummary',
            Queue: '2001',
            LoggedIn: 3,
            Available: 1,
            Callers: 2,
            HoldTime: 12,
            TalkTime: 140,
            LongestHoldTime: 31,
            ActionID: id,
          });
          send(socket, {
            Event: 'QueueSummary',
            Queue: '2002',
            LoggedIn: 2,
            Available: 0,
            Callers: 1,
            HoldTime: 8,
            TalkTime: 120,
            LongestHoldTime: 9,
            ActionID: id,
          });
          send(socket, {
            Event: 'QueueSummary',
            Queue: '9000',
            LoggedIn: 1,
            Available: 1,
            Callers: 4,
            HoldTime: 0,
            TalkTime: 0,
            LongestHoldTime: 0,
            ActionID: id,
          });
          send(socket, { Event: 'QueueSummaryComplete', ActionID: id, EventList: 'Complete', ListItems: 3 });
        } else if (action.action === 'QueueStatus') {
          send(socket, { Response: 'Success', ActionID: id, EventList: 'start', Message: 'Queue status will follow' });
          send(socket, { Event: 'QueueParams', Queue: '2001', Max: 0, Strategy: 'rrmemory', Calls: 2, ActionID: id });
          const member = (queue: string, name: string, inCall: number, status: number) =>
            send(socket, {
              Event: 'QueueMember',
              Queue: queue,
              Name: name,
              Location: name,
              StateInterface: name,
              Membership: 'static',
              Penalty: 0,
              CallsTaken: 5,
              ...(options.legacyStatus ? {} : { InCall: inCall }),
              Status: status,
              Paused: 0,
              ActionID: id,
            });
          member('2001', 'PJSIP/3001', 1, 2);
          member('2001', 'PJSIP/3002', 0, 1);
          member('2001', 'PJSIP/3003', 1, 2);
          member('2002', 'PJSIP/3001', 1, 2); // the same busy agent in a second queue counts once
          member('2002', 'PJSIP/3004', 0, 5);
          member('9000', 'PJSIP/3999', 1, 2);
          send(socket, { Event: 'QueueEntry', Queue: '2001', Position: 1, CallerIDNum: '0664', Wait: 12, ActionID: id });
          send(socket, { Event: 'QueueStatusComplete', ActionID: id, EventList: 'Complete', ListItems: 8 });
        } else if (action.action === 'Logoff') {
          send(socket, { Response: 'Goodbye', ActionID: id, Message: 'Thanks for all the fish.' });
          socket.end();
        }
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, actions })));
}

describe('Asterisk AMI adapter', () => {
  let fake: Awaited<ReturnType<typeof startFakeAmi>> | undefined;
  afterEach(() => new Promise<void>((resolve) => (fake ? fake.server.close(() => resolve()) : resolve())));

  const adapterFor = (port: number, env: Record<string, string> = {}) =>
    new AsteriskAmiAdapter(
      pbxSettingsFromEnv({ PBX_ADAPTER: 'ami', AMI_HOST: '127.0.0.1', AMI_PORT: String(port), AMI_USERNAME: 'monitor', AMI_SECRET: 's3cret', ...env }).ami,
    );

  it('counts waiting callers and distinct connected members of the configured queues', async () => {
    fake = await startFakeAmi({ secret: 's3cret' });
    const state = await adapterFor(fake.port, { AMI_QUEUES: '2001,2002' }).readQueueState(1);
    expect(state).toMatchObject({ waiting: 3, connected: 2 });
    expect(fake.actions).toEqual(['Login', 'QueueSummary', 'QueueStatus', 'Logoff']);
  });

  it('reads every queue when none is configured, and older Asterisk without InCall', async () => {
    fake = await startFakeAmi({ secret: 's3cret', legacyStatus: true });
    expect(await adapterFor(fake.port).readQueueState(1)).toMatchObject({ waiting: 7, connected: 3 });
  });

  it('fails clearly on a wrong secret and on an unreachable PBX', async () => {
    fake = await startFakeAmi({ secret: 'other' });
    await expect(adapterFor(fake.port).readQueueState(1)).rejects.toThrow('AMI refused: Authentication failed');
    await expect(adapterFor(1, { AMI_TIMEOUT_MS: '500' }).readQueueState(1)).rejects.toThrow(/AMI at 127\.0\.0\.1:1/);
  });

  it('gives up on a PBX that accepts the connection but never answers', async () => {
    const silent = createServer((socket) => socket.write('Asterisk Call Manager/9.0.0\r\n'));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const port = (silent.address() as { port: number }).port;
    try {
      await expect(adapterFor(port, { AMI_TIMEOUT_MS: '300' }).readQueueState(1)).rejects.toThrow('no answer within 300 ms');
    } finally {
      silent.close();
    }
  });

  it('is chosen by configuration, with clear errors', () => {
    expect(pbxSettingsFromEnv({}).adapter).toBe('simulator');
    expect(() => pbxSettingsFromEnv({ PBX_ADAPTER: 'ami' })).toThrow('PBX_ADAPTER=ami needs AMI_HOST, AMI_USERNAME and AMI_SECRET.');
    expect(() => pbxSettingsFromEnv({ PBX_ADAPTER: 'freepbx' })).toThrow("PBX_ADAPTER must be 'simulator' or 'ami'");
  });
});

/** A fake AMI for the wallboard's event connection: QueueStatus with one member and one caller, then events the test sends. */
function startEventAmi(): Promise<{ server: Server; port: number; clients: Socket[]; send: (fields: Record<string, string | number>) => void }> {
  const clients: Socket[] = [];
  const write = (socket: Socket, fields: Record<string, string | number>) =>
    socket.write(
      `${Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n`,
    );
  const server = createServer((socket) => {
    socket.write('Asterisk Call Manager/9.0.0\r\n');
    const reader = new AmiMessageReader();
    socket.on('data', (chunk) => {
      for (const action of reader.push(chunk.toString('utf8'))) {
        const id = action.actionid;
        if (action.action === 'Login') {
          clients.push(socket);
          write(socket, { Response: 'Success', ActionID: id, Message: 'Authentication accepted' });
        } else if (action.action === 'QueueStatus') {
          write(socket, { Response: 'Success', ActionID: id, EventList: 'start' });
          write(socket, { Event: 'QueueMember', Queue: '2001', StateInterface: 'PJSIP/3001', InCall: 0, Status: 1, Paused: 0, ActionID: id });
          write(socket, { Event: 'QueueMember', Queue: '9000', StateInterface: 'PJSIP/3999', InCall: 0, Status: 1, Paused: 0, ActionID: id });
          write(socket, { Event: 'QueueEntry', Queue: '2001', Position: 1, Uniqueid: 'u1', Wait: 12, ActionID: id });
          write(socket, { Event: 'QueueStatusComplete', ActionID: id, EventList: 'Complete' });
        }
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        port: (server.address() as { port: number }).port,
        clients,
        send: (fields) => clients.forEach((c) => !c.destroyed && write(c, fields)),
      }),
    ),
  );
}

describe('Asterisk AMI floor feed (the wallboard)', () => {
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 200 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(test()).toBe(true);
  };

  it('starts from QueueStatus, follows the events of its queues, reports a drop and catches up when the PBX is back', async () => {
    const fake = await startEventAmi();
    const adapter = new AsteriskAmiAdapter(
      pbxSettingsFromEnv({ PBX_ADAPTER: 'ami', AMI_HOST: '127.0.0.1', AMI_PORT: String(fake.port), AMI_USERNAME: 'm', AMI_SECRET: 's', AMI_RECONNECT_MS: '50' })
        .ami,
    );
    const events: FloorEvent[] = [];
    const watch = adapter.watchFloor({ customerId: 1, queues: ['2001'], members: ['PJSIP/3001'] }, (event) => events.push(event));
    try {
      await until(() => events.length === 1);
      expect(events[0]).toMatchObject({
        type: 'snapshot',
        callers: [{ id: 'u1', queue: '2001' }],
        members: [{ member: 'PJSIP/3001', queues: ['2001'], device: 'available' }],
      });
      fake.send({ Event: 'QueueCallerJoin', Queue: '2001', Uniqueid: 'u2' });
      fake.send({ Event: 'QueueCallerJoin', Queue: '9000', Uniqueid: 'other' });
      fake.send({ Event: 'AgentConnect', Queue: '2001', Interface: 'PJSIP/3001', Uniqueid: 'u1' });
      await until(() => events.length === 3);
      expect(events.slice(1)).toMatchObject([
        { type: 'caller_join', queue: '2001', id: 'u2' },
        { type: 'member_device', member: 'PJSIP/3001', device: 'talking' },
      ]);

      for (const client of fake.clients) client.destroy();
      await until(() => events.some((e) => e.type === 'down'));
      await until(() => events.filter((e) => e.type === 'snapshot').length === 2);
      expect(events.filter((e) => e.type === 'down')).toHaveLength(1);
    } finally {
      watch.stop();
      await new Promise<void>((resolve) => fake.server.close(() => resolve()));
    }
  });
});
