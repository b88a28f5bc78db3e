/**
 * Reads the live queue from Asterisk over the Manager Interface (AMI, TCP, default port 5038):
 * Login, then QueueSummary (waiting = sum of Callers) and QueueStatus (connected = distinct members
 * with InCall: 1, or with device Status 2 in use / 6 ringing-in-use on Asterisk versions before
 * InCall existed), then Logoff. One short connection per read: the poller reads every few
 * seconds, and a fresh connection recovers by itself from PBX restarts.
 */
import { Socket, connect } from 'node:net';
import { PbxAdapter, type PbxQueueState, type PbxSettings } from './pbx-adapter.js';
import { clock } from '../../platform/clock/clock.js';

export type AmiMessage = Record<string, string>;

/**
 * Splits AMI's `Key: Value` lines, messages separated by a blank line. Lines without a colon (the
 * `Asterisk Call Manager/x.y` greeting) carry no field and are skipped.
 */
export class AmiMessageReader {
  private buffer = '';

  push(text: string): AmiMessage[] {
    this.buffer += text;
    const messages: AmiMessage[] = [];
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) break;
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 4);
      const message: AmiMessage = {};
      for (const line of block.split('\r\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) message[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      if (Object.keys(message).length > 0) messages.push(message);
    }
    return messages;
  }
}

export class AmiError extends Error {}

/** One AMI session: send actions, collect their responses and event lists by ActionID. */
class AmiSession {
  private readonly reader = new AmiMessageReader();
  private waiters: { actionId: string; untilEvent: string | null; collected: AmiMessage[]; resolve: (m: AmiMessage[]) => void; reject: (e: Error) => void }[] =
    [];
  private nextId = 1;
  private failure: Error | null = null;

  constructor(private readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.onData(chunk));
    socket.on('error', (error) => this.fail(new AmiError(`AMI connection failed: ${error.message}`)));
    socket.on('close', () => this.fail(new AmiError('AMI connection closed')));
  }

  static open(host: string, port: number, timeoutMs: number): Promise<AmiSession> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host, port });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new AmiError(`AMI at ${host}:${port} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        resolve(new AmiSession(socket));
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(new AmiError(`AMI at ${host}:${port}: ${error.message}`));
      });
    });
  }

  private onData(chunk: string): void {
    for (const message of this.reader.push(chunk)) this.dispatch(message);
  }

  private dispatch(message: AmiMessage): void {
    const waiter = this.waiters.find((w) => w.actionId === message.actionid);
    if (!waiter) return;
    if (message.response?.toLowerCase() === 'error') {
      this.waiters = this.waiters.filter((w) => w !== waiter);
      waiter.reject(new AmiError(`AMI refused: ${message.message ?? 'error'}`));
      return;
    }
    waiter.collected.push(message);
    const done = waiter.untilEvent === null ? 'response' in message : message.event?.toLowerCase() === waiter.untilEvent.toLowerCase();
    if (done) {
      this.waiters = this.waiters.filter((w) => w !== waiter);
      waiter.resolve(waiter.collected);
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiters) waiter.reject(error);
    this.waiters = [];
  }

  /** Sends an action; resolves with its response, or with its events up to `untilEvent`. */
  action(name: string, fields: Record<string, string> = {}, untilEvent: string | null = null): Promise<AmiMessage[]> {
    if (this.failure) return Promise.reject(this.failure);
    const actionId = String(this.nextId++);
    const lines = [`Action: ${name}`, `ActionID: ${actionId}`, ...Object.entries(fields).map(([k, v]) => `${k}: ${v}`)];
    return new Promise((resolve, reject) => {
      this.waiters.push({ actionId, untilEvent, collected: [], resolve, reject });
      this.socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
  }

  close(): void {
    this.socket.removeAllListeners('close');
    this.socket.end();
    this.socket.destroy();
  }
}

export class AsteriskAmiAdapter extends PbxAdapter {
  readonly kind = 'ami' as const;

  constructor(private readonly settings: PbxSettings['ami']) {
    super();
  }

  /** AMI sees the whole PBX: the tenant's queues are the configured AMI_QUEUES (all when empty). */
  async readQueueState(_customerId: number): Promise<PbxQueueState> {
    const { host, port, username, secret, timeoutMs } = this.settings;
    const session = await AmiSession.open(host, port, timeoutMs);
    try {
      await session.action('Login', { Username: username, Secret: secret, Events: 'off' });
      const wanted = new Set(this.settings.queues);
      const inScope = (queue: string | undefined) => wanted.size === 0 || (queue !== undefined && wanted.has(queue));
      const summary = await session.action('QueueSummary', {}, 'QueueSummaryComplete');
      const waiting = summary.filter((m) => m.event === 'QueueSummary' && inScope(m.queue)).reduce((sum, m) => sum + (Number(m.callers) || 0), 0);
      const status = await session.action('QueueStatus', {}, 'QueueStatusComplete');
      const busyMembers = new Set(
        status
          .filter((m) => m.event === 'QueueMember' && inScope(m.queue))
          .filter((m) => (m.incall !== undefined ? m.incall === '1' : m.status === '2' || m.status === '6'))
          .map((m) => m.stateinterface || m.location || m.interface || m.name),
      );
      await session.action('Logoff').catch(() => undefined);
      return { waiting, connected: busyMembers.size, readAt: clock.now().toISOString() };
    } finally {
      session.close();
    }
  }
}
