/**
 * Load time, memory and lookup speed of the offline reverse geocoder.
 *
 *   npx tsx server/modules/location/geocoding/bench.ts
 *
 * Lookups: 100k points near PIN points (a PIN point jittered by up to ±0.1°,
 * so all in India) and 100k uniform points in India's bounding box (many in
 * the sea or abroad, which return null). A deterministic PRNG keeps runs
 * comparable. Not a test: numbers depend on the machine and its load.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { loadReverseGeocoder } from './reverse-geocoder.ts';
import { INDIA_BOUNDS, readPinCoordinates } from './sources.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

gc();
const heapBefore = process.memoryUsage().heapUsed;
const rssBefore = process.memoryUsage().rss;
const cpuBefore = process.cpuUsage();
const t0 = performance.now();
const geocoder = loadReverseGeocoder();
const loadMs = performance.now() - t0;
const cpu = process.cpuUsage(cpuBefore);
gc();
const heapAfter = process.memoryUsage().heapUsed;
const peakRss = process.memoryUsage().rss;

console.log(`load: ${loadMs.toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU`);
console.log(`memory: +${mb(heapAfter - heapBefore)} MB heap retained after GC (RSS ${mb(rssBefore)} → ${mb(peakRss)} MB)`);
console.log('stats:', geocoder.stats);

const N = 100_000;
const random = mulberry32(20_240_601);
const pins = readPinCoordinates().points;
const nearPins: [number, number][] = [];
const uniform: [number, number][] = [];
for (let i = 0; i < N; i++) {
  const p = pins[Math.floor(random() * pins.length)];
  nearPins.push([p.lat + (random() - 0.5) * 0.2, p.lng + (random() - 0.5) * 0.2]);
  uniform.push([
    INDIA_BOUNDS.minLat + random() * (INDIA_BOUNDS.maxLat - INDIA_BOUNDS.minLat),
    INDIA_BOUNDS.minLng + random() * (INDIA_BOUNDS.maxLng - INDIA_BOUNDS.minLng),
  ]);
}

function run(label: string, points: [number, number][]): void {
  for (let i = 0; i < 2_000; i++) geocoder.lookup(points[i][0], points[i][1]); // warm-up
  let found = 0;
  let withCity = 0;
  const start = performance.now();
  for (const [lat, lng] of points) {
    const r = geocoder.lookup(lat, lng);
    if (r !== null) {
      found++;
      if (r.city !== null) withCity++;
    }
  }
  const ms = performance.now() - start;
  console.log(
    `${label}: ${((ms * 1000) / points.length).toFixed(1)} µs/lookup over ${points.length} (${found} in India, ${withCity} with a city; ${ms.toFixed(0)} ms total)`,
  );
}

run('near PIN points', nearPins);
run('uniform in bounding box', uniform);
