// Storybook for the shared UI kit: the webpack 5 builder compiling TypeScript with swc-loader and the apps' own
// options (shared/build/webpack-config.cjs), the a11y addon on every story, and nothing that calls home.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';
import { PORTALES_DEMO } from './portales.ts';

const require = createRequire(import.meta.url);
const { swcOptions } = require('@portal/shared/build/federation');
const marcasDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'host', 'marcas');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-webpack5', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  // Offline: no telemetry, no "what's new" fetch, no update check (the scripts also pass --no-version-updates).
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables need react-docgen over every file: time the catalogue does not need to show states.
  typescript: { reactDocgen: false },
  // The logos at /marcas/ as the edge serves them, so a story's <img> is the portal's real logo.
  staticDirs: [{ from: marcasDir, to: '/marcas' }],
  webpackFinal: async (webpack, { configType }) => {
    const { DefinePlugin } = require('webpack');
    const development = configType === 'DEVELOPMENT';
    webpack.module ??= {};
    webpack.module.rules = [
      ...(webpack.module.rules ?? []),
      { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: { loader: require.resolve('swc-loader'), options: swcOptions(development) } },
    ];
    // Each demo portal's stylesheet as its text: the preview reads it as the edge does (leerTema → temaLegible).
    const temas = Object.fromEntries(PORTALES_DEMO.map((p) => [p.carpeta, readFileSync(join(marcasDir, p.carpeta, 'tema.css'), 'utf8')]));
    webpack.plugins = [...(webpack.plugins ?? []), new DefinePlugin({ __TEMAS_MARCAS__: JSON.stringify(temas) })];
    // No source maps in the static build: as the apps' production builds, and half the build time on 2 cores.
    if (!development) webpack.devtool = false;
    return webpack;
  },
};

export default config;
