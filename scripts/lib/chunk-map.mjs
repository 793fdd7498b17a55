// What each built JavaScript file holds, from the chunk maps the production build writes
// (shared/build/chunk-map-plugin.cjs): its chunk's name, and its gzip bytes split into packages and portal
// code in proportion to its modules' sizes before minification (an estimate: minification shrinks code unevenly).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtApps } from './apps.mjs';
import { root } from './paths.mjs';

const mapFile = (app) => join(root, 'node_modules', '.cache', 'portal-build', `${app}.chunks.json`);
const sum = (sizes) => Object.values(sizes).reduce((n, size) => n + size, 0);
const largest = (sizes, count) =>
  Object.entries(sizes)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name]) => name);

/**
 * Reads every app's chunk map; returns describe(app, file, gzip) → { chunk, packagesGzip, portalGzip, holds }
 * (holds: the largest packages and portal files of the chunk), or {} when the file is not in a map.
 */
export function chunkMaps() {
  const maps = Object.fromEntries(builtApps.filter((app) => existsSync(mapFile(app))).map((app) => [app, JSON.parse(readFileSync(mapFile(app), 'utf8'))]));
  return (app, file, gzip) => {
    const entry = maps[app]?.[file];
    if (!entry) return {};
    const packages = sum(entry.packages);
    const total = packages + sum(entry.portal) || 1;
    const packagesGzip = Math.round((gzip * packages) / total);
    return {
      chunk: entry.chunk,
      packagesGzip,
      portalGzip: gzip - packagesGzip,
      holds: [...largest(entry.packages, 3), ...largest(entry.portal, 2)],
    };
  };
}
