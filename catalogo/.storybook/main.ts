// Storybook for the shared UI kit: the webpack 5 builder compiling TypeScript with swc-loader and the apps' own
// options (shared/build/webpack-config.cjs), the a11y addon on every story, and nothing that calls home.
import { createRequire } from 'node:module';
import type { StorybookConfig } from '@storybook/react-webpack5';

const require = createRequire(import.meta.url);
const { swcOptions } = require('@portal/shared/build/federation');
const { MARCAS_DIR, temasDeMarcas } = require('./marcas.cjs');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-webpack5', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  // Offline: no telemetry, no "what's new" fetch, no update check (the scripts also pass --no-version-updates).
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables need react-docgen over every file: time the catalogue does not need to show states.
  typescript: { reactDocgen: false },
  // The logos at /marcas/ as the edge serves them, so a story's <img> is the portal's real logo.
  staticDirs: [{ from: MARCAS_DIR, to: '/marcas' }],
  webpackFinal: async (webpack, { configType }) => {
    const { DefinePlugin } = require('webpack');
    const development = configType === 'DEVELOPMENT';
    webpack.module ??= {};
    webpack.module.rules = [
      ...(webpack.module.rules ?? []),
      { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: { loader: require.resolve('swc-loader'), options: swcOptions(development) } },
    ];
    // Each demo portal's stylesheet as its text: the preview reads it as the edge does (leerTema → temaLegible).
    webpack.plugins = [...(webpack.plugins ?? []), new DefinePlugin({ __TEMAS_MARCAS__: JSON.stringify(temasDeMarcas()) })];
    // No source maps in the static build, as in the apps' production builds.
    if (!development) webpack.devtool = false;
    return webpack;
  },
};

export default config;
