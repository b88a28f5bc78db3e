/**
 * The folder continuous file sources must live in (TELEPHONY_SOURCES_DIR, default
 * `<DATA_DIR>/telephony-sources`): a source's path is resolved with links followed (realpath) and
 * must stay inside it, so the setting cannot make the server read its other files. Checked when a
 * source is saved and again before every read (a link may be changed later).
 */
import { mkdirSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config.js';

export class SourcePathError extends Error {}

@Injectable()
export class SourceFolder {
  /** The folder as configured, and with links followed. */
  readonly dir: string;
  /** How often every active source is read (TELEPHONY_SOURCES_POLL_MS, default 1000). */
  readonly pollMs: number;

  constructor(config: AppConfig) {
    this.dir = resolve(config.env.TELEPHONY_SOURCES_DIR || join(config.dataDir, 'telephony-sources'));
    mkdirSync(this.dir, { recursive: true });
    const poll = Number(config.env.TELEPHONY_SOURCES_POLL_MS || 1000);
    this.pollMs = Number.isFinite(poll) && poll >= 50 ? poll : 1000;
  }

  private get realDir(): string {
    return realpathSync(this.dir);
  }

  /**
   * The absolute path of a source (relative paths are read in the folder), refused with a
   * SourcePathError when it, or the link it is, leads outside the folder. A file that does not
   * exist yet passes when its folder is inside (the PBX may create it later).
   */
  resolve(path: string): string {
    const absolute = isAbsolute(path) ? resolve(path) : resolve(this.dir, path);
    const realDir = this.realDir;
    let real: string;
    try {
      real = realpathSync(absolute);
    } catch {
      let parent: string;
      try {
        parent = realpathSync(dirname(absolute));
      } catch {
        throw new SourcePathError(`Path ${path} is not inside the sources folder ${this.dir} (its folder does not exist)`);
      }
      real = join(parent, basename(absolute));
    }
    const inside = relative(realDir, real);
    if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside))
      throw new SourcePathError(`Path ${path} is outside the sources folder ${this.dir} (links followed): a source can only read files in that folder`);
    return absolute;
  }
}
