/**
 * Builds the partner map's supercluster indexes in a worker thread: clustering 50,000 pins takes
 * 0.2-0.5 s of CPU, which in the request thread stalled every other request of the instance.
 *
 * The pins go to the worker as one Float64Array of longitude/latitude pairs (transferred, not
 * copied). The worker runs supercluster and sends back, per zoom, what supercluster keeps: the
 * KD-tree's ArrayBuffer (kdbush's own format, `KDBush.from` reads it) and the cluster data as a
 * Float64Array, both transferred. The request thread puts them into a Supercluster instance with
 * the real pins, which is then the index supercluster itself would have built (the spec compares
 * their answers); only that assembly, a few milliseconds, runs in the request thread.
 *
 * This reads supercluster 8's internal fields (`trees`, `points`, `tree.data`); both packages are
 * pinned, and partner-map.spec.ts fails if an upgrade changes them.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import KDBush from 'kdbush';
import Supercluster from 'supercluster';

export interface ClusterOptions {
  radius: number;
  extent: number;
  minZoom: number;
  maxZoom: number;
}

/** Per built zoom: the KD-tree buffer and supercluster's cluster data of that zoom. */
export interface BuiltTrees {
  zooms: number[];
  trees: ArrayBuffer[];
  data: Float64Array[];
}

interface SuperclusterInternals<P extends Supercluster.AnyProps> {
  points: Supercluster.PointFeature<P>[];
  trees: ((KDBush & { data: ArrayLike<number> }) | undefined)[];
}

/**
 * supercluster over [longitude, latitude] pairs, as its trees. Runs in the worker, passed there
 * by its source text, so it uses nothing but its arguments.
 */
export function buildTrees(SuperclusterClass: typeof Supercluster, coordinates: Float64Array, options: ClusterOptions): BuiltTrees {
  const points = [];
  for (let i = 0; i < coordinates.length; i += 2) {
    points.push({ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [coordinates[i], coordinates[i + 1]] }, properties: {} });
  }
  const index = new SuperclusterClass(options).load(points) as unknown as SuperclusterInternals<object>;
  const built: BuiltTrees = { zooms: [], trees: [], data: [] };
  index.trees.forEach((tree, zoom) => {
    if (!tree) return;
    built.zooms.push(zoom);
    built.trees.push(tree.coords.buffer as ArrayBuffer);
    built.data.push(Float64Array.from(tree.data));
  });
  return built;
}

/** The Supercluster that `buildTrees` describes, over the real pins (same order as the coordinates). */
export function assembleIndex<P extends Supercluster.AnyProps>(
  built: BuiltTrees,
  points: Supercluster.PointFeature<P>[],
  options: ClusterOptions,
): Supercluster<P> {
  const index = new Supercluster<P>(options);
  const internals = index as unknown as SuperclusterInternals<P>;
  internals.points = points;
  built.zooms.forEach((zoom, n) => {
    internals.trees[zoom] = Object.assign(KDBush.from(built.trees[n]), { data: built.data[n] });
  });
  return index;
}

/** CommonJS in the worker; supercluster is an ES module, loaded by its resolved path. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const buildTrees = ${buildTrees.toString()};
const loaded = import(pathToFileURL(workerData.supercluster).href).then((module) => module.default);
parentPort.on('message', async ({ id, coordinates, options }) => {
  try {
    const built = buildTrees(await loaded, coordinates, options);
    parentPort.postMessage({ id, built }, [...built.trees, ...built.data.map((data) => data.buffer)]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Pending {
  resolve: (built: BuiltTrees) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * One worker thread, started on the first build and kept (it holds nothing between builds);
 * builds queue in it one after the other, so at most one core clusters however many customers
 * change at once. A worker that fails is replaced at the next build.
 */
export class ClusterWorker {
  private thread: Thread | null = null;
  private nextId = 1;

  /** supercluster over the pins with these options, built off the request thread. */
  async build<P extends Supercluster.AnyProps>(points: Supercluster.PointFeature<P>[], options: ClusterOptions): Promise<Supercluster<P>> {
    const coordinates = new Float64Array(points.length * 2);
    points.forEach((point, n) => coordinates.set(point.geometry.coordinates, n * 2));
    const built = await this.run(coordinates, options);
    return assembleIndex(built, points, options);
  }

  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = null;
    await thread?.worker.terminate();
  }

  private run(coordinates: Float64Array, options: ClusterOptions): Promise<BuiltTrees> {
    const { worker, pending } = this.started();
    const id = this.nextId++;
    return new Promise<BuiltTrees>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      // Kept alive while it works, so a script awaiting a build does not end under it.
      worker.ref();
      worker.postMessage({ id, coordinates, options }, [coordinates.buffer as ArrayBuffer]);
    });
  }

  private started(): Thread {
    if (this.thread) return this.thread;
    const supercluster = createRequire(import.meta.url).resolve('supercluster');
    const thread: Thread = { worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { supercluster } }), pending: new Map() };
    const { worker, pending } = thread;
    worker.on('message', ({ id, built, error }: { id: number; built?: BuiltTrees; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      // An idle worker does not keep the process alive.
      if (pending.size === 0) worker.unref();
      if (error !== undefined) waiting?.reject(new Error(`The map index could not be built: ${error}`));
      else waiting?.resolve(built!);
    });
    const fail = (error: Error) => {
      if (this.thread === thread) this.thread = null;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The map index worker stopped (exit ${code}).`)));
    this.thread = thread;
    return thread;
  }
}
