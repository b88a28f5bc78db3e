import { describe, expect, it } from '@jest/globals';
import type { LogLevel } from '@backoffice/contracts';
import type { LogLevelsService } from './log-levels.service.js';
import { PluginLogger } from './plugin-logger.js';

/** The level table alone; LogLevelsService's persistence is covered by the e2e suite. */
function levels(level: LogLevel): LogLevelsService {
  const order = ['debug', 'info', 'warn', 'error'];
  return { isEnabled: (_plugin: string, wanted: string) => level !== 'off' && order.indexOf(wanted) >= order.indexOf(level) } as unknown as LogLevelsService;
}

function capture(level: LogLevel): string[] {
  const lines: string[] = [];
  const logger = new PluginLogger('core', levels(level), { write: (plugin, lvl, message) => lines.push(`${plugin}:${lvl}:${message}`) });
  logger.debug('d');
  logger.info('i');
  logger.warn('w');
  logger.error('e');
  return lines;
}

describe('PluginLogger', () => {
  it('writes what the level lets through', () => {
    expect(capture('debug')).toEqual(['core:debug:d', 'core:info:i', 'core:warn:w', 'core:error:e']);
    expect(capture('warn')).toEqual(['core:warn:w', 'core:error:e']);
    expect(capture('off')).toEqual([]);
  });
});
