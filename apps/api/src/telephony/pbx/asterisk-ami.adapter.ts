/**
 * Reads the live queue from Asterisk over the Manager Interface (AMI, TCP, default port 5038):
 * Login, then QueueSummary (waiting = sum of Callers) and QueueStatus (connected = distinct members
 * with InCall: 1, or with device Status 2 in use / 6 ringing-in-use on Asterisk versions before
 * InCall existed), then Logoff. One short connection per read: the poller reads every few
 * seconds, and a fresh connection recovers by itself from PBX restarts.
 */
import { Socket, connect } from 'node:net';
import { floorEventOfAmi, floorOfAmiStatus, type FloorEvent } from '@backoffice/domain';
import { PbxAdapter, type PbxFloorScope, type PbxFloorWatch, type PbxQueueState, type PbxSettings } from './pbx-adapter.js';
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
  /** Events that answer no action (Events: on): the wallboard's feed. */
  onEvent: ((message: AmiMessage) => void) | null = null;
  /** Called once when the connection fails or closes. */
  onFailure: ((error: Error) => void) | null = null;

  constructor(private readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.onData(chunk));
    socket.on('error', (error) => this.fail(new AmiError(`AMI connection failed: ${error.message}`)));
    socket.on('close', () => this.fail(new AmiError('AMI connection closed')));
  }

  /** `idleTimeout`: false for the event connection, which may stay silent for long on a quiet PBX. */
  static open(host: string, port: number, timeoutMs: number, idleTimeout = true): Promise<AmiSession> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host, port });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new AmiError(`AMI at ${host}:${port} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        if (idleTimeout) socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        else socket.setKeepAlive(true, 10_000);
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
    if (!waiter) {
      if (message.event) this.onEvent?.(message);
      return;
    }
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
    if (!this.failure) this.onFailure?.(error);
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

  private readonly watches = new Set<{ scope: PbxFloorScope; onEvent: (event: FloorEvent) => void }>();
  private feed: AmiSession | null = null;
  private connecting = false;
  private retry: NodeJS.Timeout | null = null;
  /** When the feed was last lost (epoch ms), so every watch reports the same moment. */
  private downSince: number | null = null;

  /**
   * One event connection for every tenant's watch (AMI sees the whole PBX): Login with events on,
   * QueueStatus as each watch's snapshot, then QueueCaller/Agent/QueueMember events to the watches
   * whose queues they name. A dropped connection is reported (`down`) and tried again every
   * AMI_RECONNECT_MS; a new QueueStatus then replaces whatever was missed.
   */
  watchFloor(scope: PbxFloorScope, onEvent: (event: FloorEvent) => void): PbxFloorWatch {
    const watch = { scope, onEvent };
    this.watches.add(watch);
    if (this.feed) void this.snapshotFor([watch], this.feed);
    else if (this.downSince !== null) onEvent({ type: 'down', at: this.downSince });
    this.connect();
    return {
      stop: () => {
        this.watches.delete(watch);
        if (this.watches.size === 0) this.closeFeed();
      },
    };
  }

  private connect(): void {
    if (this.feed || this.connecting || this.retry || this.watches.size === 0) return;
    this.connecting = true;
    const { host, port, username, secret, timeoutMs } = this.settings;
    void (async () => {
      let session: AmiSession | null = null;
      try {
        session = await AmiSession.open(host, port, timeoutMs, false);
        const opened = session;
        opened.onFailure = () => this.lost(opened);
        await withDeadline(opened.action('Login', { Username: username, Secret: secret, Events: 'agent,call' }), timeoutMs);
        opened.onEvent = (message) => this.dispatch(message);
        this.feed = opened;
        this.downSince = null;
        await this.snapshotFor([...this.watches], opened);
      } catch {
        session?.close();
        this.lost(session);
      } finally {
        this.connecting = false;
      }
    })();
  }

  private async snapshotFor(watches: { scope: PbxFloorScope; onEvent: (event: FloorEvent) => void }[], session: AmiSession): Promise<void> {
    try {
      const status = await withDeadline(session.action('QueueStatus', {}, 'QueueStatusComplete'), this.settings.timeoutMs);
      const at = clock.now().getTime();
      for (const watch of watches) if (this.watches.has(watch)) watch.onEvent(floorOfAmiStatus(status, at, (queue) => watch.scope.queues.includes(queue)));
    } catch {
      session.close();
      this.lost(session);
    }
  }

  private dispatch(message: AmiMessage): void {
    const event = floorEventOfAmi(message, clock.now().getTime());
    if (!event || event.type === 'snapshot' || event.type === 'down') return;
    for (const watch of this.watches) if (watch.scope.queues.includes(event.queue)) watch.onEvent(event);
  }

  private lost(session: AmiSession | null): void {
    if (session && this.feed !== session && this.feed !== null) return;
    this.feed = null;
    if (this.downSince === null) {
      this.downSince = clock.now().getTime();
      for (const watch of this.watches) watch.onEvent({ type: 'down', at: this.downSince });
    }
    if (this.watches.size > 0 && !this.retry) {
      this.retry = setTimeout(() => {
        this.retry = null;
        this.connect();
      }, this.settings.reconnectMs);
    }
  }

  private closeFeed(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const feed = this.feed;
    this.feed = null;
    this.downSince = null;
    if (feed) {
      feed.onFailure = null;
      feed.close();
    }
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    work.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AmiError(`no answer within ${ms} ms`)), ms);
    }),
  ]);
}
