import type { FloorEvent } from '@backoffice/domain';

/**
 * The live queue, whatever the PBX: how many callers wait and how many are connected to an
 * agent. Monitor's quick state polls this (one instance, every few seconds) and caches it.
 * Implementations: {@link SimulatedPbxAdapter} for the demo, {@link AsteriskAmiAdapter} for a
 * real Asterisk, chosen by PBX_ADAPTER (simulator | ami).
 */
export interface PbxQueueState {
  /** Callers waiting in the queues. */
  waiting: number;
  /** Callers talking to an agent. */
  connected: number;
  /** When the PBX was read (ISO). */
  readAt: string;
}

/** What a tenant's floor covers: its queues (call customers' queue names) and its agents' PBX members. */
export interface PbxFloorScope {
  customerId: number;
  queues: readonly string[];
  members: readonly string[];
}

/** A running watch of one tenant's floor; `stop` ends it (the adapter drops its connection when no watch is left). */
export interface PbxFloorWatch {
  stop(): void;
}

export abstract class PbxAdapter {
  abstract readonly kind: 'simulator' | 'ami';
  /** The state for one tenant (the simulator sizes the centre per tenant; AMI reads its queues). */
  abstract readQueueState(customerId: number): Promise<PbxQueueState>;
  /**
   * The wallboard's live floor of one tenant: first a `snapshot` (and a new one after every
   * reconnection: the catch-up), then the events of its queues as they happen, and `down` when
   * the PBX stops answering. Events are handed over in the PBX's order.
   */
  abstract watchFloor(scope: PbxFloorScope, onEvent: (event: FloorEvent) => void): PbxFloorWatch;
}

export interface PbxSettings {
  adapter: 'simulator' | 'ami';
  ami: { host: string; port: number; username: string; secret: string; queues: string[]; timeoutMs: number; reconnectMs: number };
}

/** PBX settings from the environment (AppConfig.env): PBX_ADAPTER, AMI_HOST, AMI_PORT, AMI_USERNAME, AMI_SECRET, AMI_QUEUES, AMI_TIMEOUT_MS. */
export function pbxSettingsFromEnv(env: Record<string, string | undefined>): PbxSettings {
  const adapter = (env.PBX_ADAPTER || 'simulator').toLowerCase();
  if (adapter !== 'simulator' && adapter !== 'ami') throw new Error(`PBX_ADAPTER must be 'simulator' or 'ami', got '${env.PBX_ADAPTER}'.`);
  const port = Number(env.AMI_PORT || 5038);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`AMI_PORT must be a TCP port, got '${env.AMI_PORT}'.`);
  if (adapter === 'ami' && (!env.AMI_HOST || !env.AMI_USERNAME || !env.AMI_SECRET)) {
    throw new Error('PBX_ADAPTER=ami needs AMI_HOST, AMI_USERNAME and AMI_SECRET.');
  }
  return {
    adapter,
    ami: {
      host: env.AMI_HOST || '127.0.0.1',
      port,
      username: env.AMI_USERNAME || '',
      secret: env.AMI_SECRET || '',
      queues: (env.AMI_QUEUES || '')
        .split(',')
        .map((q) => q.trim())
        .filter(Boolean),
      timeoutMs: Number(env.AMI_TIMEOUT_MS || 4000),
      // The wallboard's event connection: how long to wait before connecting again after it dropped.
      reconnectMs: Number(env.AMI_RECONNECT_MS || 3000),
    },
  };
}
