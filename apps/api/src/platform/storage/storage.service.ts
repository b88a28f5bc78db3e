import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';

/** Files of the product (recordings, report PDFs, price lists, logos) behind one interface. */
export abstract class StorageService {
  abstract write(key: string, content: Buffer | Readable): Promise<void>;
  abstract read(key: string, range?: { start: number; end: number }): Readable;
  abstract size(key: string): Promise<number | null>;
  abstract remove(key: string): Promise<void>;
}

/** The default: a folder under the data directory. Keys are relative paths. */
@Injectable()
export class LocalStorageService extends StorageService {
  private readonly root: string;

  constructor(config: AppConfig) {
    super();
    this.root = join(config.dataDir, 'storage');
  }

  async write(key: string, content: Buffer | Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    if (Buffer.isBuffer(content)) {
      await pipeline([content], createWriteStream(path));
    } else {
      await pipeline(content, createWriteStream(path));
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Keys never leave the storage folder. */
  private pathOf(key: string): string {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key '${key}' leaves the storage folder.`);
    return path;
  }
}
