#!/usr/bin/env node
// Runs the pinned pnpm (package.json "packageManager"), installing it into .tools/ first if needed.
// Corepack 0.34 (bundled with Node 20) fails its signature check here, so pnpm comes from the npm registry.
import { runOnSupportedNode } from './lib/node.mjs';
import { runPnpm } from './lib/pnpm.mjs';

await runOnSupportedNode();

process.exitCode = await runPnpm(process.argv.slice(2));
