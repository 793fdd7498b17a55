// Jest settings every workspace shares: TypeScript/TSX through SWC, ESM-only packages transformed.
// jotai 3, ky 2, valibot, typebox 1 (and cookie 2, content-disposition 3 under fastify) ship ESM only, and so do
// lucide's one-module-per-icon files; pnpm keeps them under node_modules/.pnpm/<name>@<version>
// (a scoped package under .pnpm/@scope+<name>@<version>: BugSnag Performance's packages).
const esmOnly = ['jotai', 'typebox', 'content-disposition', 'cookie', 'ky', 'valibot', 'dompurify', 'file-type', 'strtok3', 'token-types', 'peek-readable', 'uint8array-extras', '@tokenizer', '@borewit', '@bugsnag', 'lucide'];

const node = {
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/(${esmOnly.join('|')})[@+]|${esmOnly.join('|')}/))`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/server/**/*.test.ts', '<rootDir>/test/**/*.test.ts?(x)'],
};

// React workspaces: jsdom with Node's fetch family, jest-dom matchers.
const browser = {
  ...node,
  // Above Testing Library's wait (jest/setup-dom.ts), so a slow outcome fails with its query, not a bare timeout.
  testTimeout: 30_000,
  testEnvironment: require.resolve('./jest/jsdom-environment.cjs'),
  setupFilesAfterEnv: [require.resolve('./jest/setup-dom.ts')],
};

module.exports = { node, browser };
