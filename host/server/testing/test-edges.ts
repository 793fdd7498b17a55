// Edges under test: a temporary build folder with the built index.html (and any other `files` a test serves),
// edges built over it with the stub api, each closed after its test and the folder removed at the end.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { edgeOptionsFromEnv } from '../config';
import { buildEdge, type EdgeOptions } from '../edge';
import { BUILT_INDEX_HTML, stubPortalData } from './edge-fixtures';

/** Registers the jest hooks: call it once at a test file's top level. */
export function testEdges(files: Readonly<Record<string, string | Uint8Array>> = {}) {
  let distDir = '';
  const edges: FastifyInstance[] = [];
  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'host-dist-'));
    writeFileSync(join(distDir, 'index.html'), BUILT_INDEX_HTML);
    for (const [name, content] of Object.entries(files)) writeFileSync(join(distDir, name), content);
  });
  afterEach(async () => {
    await Promise.all(edges.splice(0).map((edge) => edge.close()));
  });
  afterAll(() => { rmSync(distDir, { recursive: true, force: true }); });

  /** An edge configured from `env` over the stub api; `options` win (`portalData: undefined` asks the api at API_URL). */
  async function edgeWith(options: Partial<EdgeOptions> = {}, env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
    const edge = await buildEdge({ ...edgeOptionsFromEnv(env, distDir), portalData: stubPortalData(), ...options });
    edges.push(edge);
    return edge;
  }
  /** The build folder, for a test of the configuration read over it. */
  const buildDir = () => distDir;
  return { edgeWith, buildDir };
}
