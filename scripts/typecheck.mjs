#!/usr/bin/env node
// `npm run typecheck`: `tsc -p <ws>/tsconfig.json` for every workspace (also part of `npm test`).
import { workspaces } from './lib/apps.mjs';
import { runTypecheck } from './lib/checks.mjs';
import { runOnSupportedNode } from './lib/node.mjs';

await runOnSupportedNode();

const { passed, failed } = await runTypecheck(process.argv.length > 2 ? process.argv.slice(2) : workspaces);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
