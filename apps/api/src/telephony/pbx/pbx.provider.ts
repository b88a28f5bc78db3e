import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../platform/config/app-config.js';
import { SourceFolder } from '../sources/source-folder.js';
import { AsteriskAmiAdapter } from './asterisk-ami.adapter.js';
import { DemoQueueLogAdapter } from './demo-queue-log.adapter.js';
import { PbxAdapter, pbxSettingsFromEnv } from './pbx-adapter.js';
import { ScriptedPbxAdapter } from './scripted-pbx.adapter.js';
import { SimulatedPbxAdapter } from './simulated-pbx.adapter.js';

/**
 * PBX_ADAPTER=ami reads Asterisk; anything else (the default) simulates the demo centre, with
 * counts from PBX_SIMULATOR_STATE_FILE where that file names a customer, and appends the
 * simulated floor to the demo customers' queue_log files (DemoQueueLogAdapter).
 */
export const pbxAdapterProvider: Provider = {
  provide: PbxAdapter,
  inject: [AppConfig, DataSource, SourceFolder],
  useFactory: (config: AppConfig, dataSource: DataSource, sources: SourceFolder): PbxAdapter => {
    const settings = pbxSettingsFromEnv(config.env ?? {});
    if (settings.adapter === 'ami') return new AsteriskAmiAdapter(settings.ami);
    const agentCounts = new Map<number, { count: number; at: number }>();
    const simulator = new SimulatedPbxAdapter(async (customerId) => {
      const cached = agentCounts.get(customerId);
      if (cached && Date.now() - cached.at < 60_000) return cached.count;
      const rows = await dataSource.query(`SELECT count(*)::int AS n FROM telephony.agents WHERE customer_id = $1`, [customerId]);
      agentCounts.set(customerId, { count: rows[0].n, at: Date.now() });
      return rows[0].n;
    });
    const stateFile = config.env?.PBX_SIMULATOR_STATE_FILE;
    return new DemoQueueLogAdapter(stateFile ? new ScriptedPbxAdapter(simulator, stateFile) : simulator, sources.dir);
  },
};
