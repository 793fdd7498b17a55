// ESLint flat config of the whole workspace: recommended rules (no type-aware ones) plus the import
// boundaries of ARCHITECTURE.md, each with a message that says what to do instead.
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Federation name of each remote, by folder. */
const REMOTES = { 'mfe-search': 'mfe_search', 'mfe-account': 'mfe_account', 'mfe-feria': 'mfe_feria', 'mfe-content': 'mfe_content' };

/**
 * An import of an app's source: a relative path into `<app>/src|server`, or the app's workspace package name.
 * A regex, so shared's own `./api/…` folder is not mistaken for the api app.
 */
const appSource = (...folders) => {
  const names = folders.join('|');
  return `^(?:(?:\\.{1,2}/)+(?:[^/]+/)*(?:${names})/(?:src|server)(?:/|$)|(?:${names})(?:/|$))`;
};

const deepSharedImport = {
  group: ['@portal/shared/src', '@portal/shared/src/**'],
  message: 'Importa desde los subpaths públicos de @portal/shared (/api, /contract, /routes, /state, /ui, /safe-html, /dialogo, /compartir, /formularios, /iconos-secundarios, /paginacion, /menu-desplegable, /toast, /alerta-formulario, /archivo, /format, /config)',
};

// react-router is bundled inside the shared react-router-dom (shared/build/federation.cjs): imported on its
// own it would be a second router, whose hooks do not see the host's.
const directRouterImport = {
  group: ['react-router', 'react-router/*'],
  message: 'Importa el router desde react-router-dom (el singleton compartido), nunca desde react-router',
};

const remoteImportingOtherApp = (folder) => ({
  regex: appSource(folder),
  message: `Un remote no importa código de otra app: cárgalo por federación (loadRemote('${REMOTES[folder]}/…')) o muévelo a @portal/shared`,
});

const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const remoteBoundaries = Object.keys(REMOTES).map((folder) => ({
  files: [`${folder}/**`],
  rules: restrictImports(
    deepSharedImport,
    directRouterImport,
    ...Object.keys(REMOTES).filter((other) => other !== folder).map(remoteImportingOtherApp),
    {
      regex: appSource('host'),
      message: 'Un remote no importa código de otra app: el host no expone módulos; muévelo a @portal/shared',
    },
  ),
}));

/** `<app>/src/features/<feature>` of a path, or null outside a feature. */
const featureOf = (file) => /(?:^|\/)([^/]+\/src\/features\/[^/]+)(?:\/|$)/.exec(file.split(path.sep).join('/'))?.[1] ?? null;

/**
 * A feature never imports another feature (issue 28): what two share lives in the app's components/
 * or lib/. Relative paths are resolved, since `../../b/x` from one feature names another only by its location.
 */
const featuresApart = {
  meta: {
    type: 'problem',
    messages: { otraFeature: 'Una feature no importa otra ({{destino}}): mueve lo que comparten a components/ o lib/ de la app' },
  },
  create(context) {
    const propia = featureOf(context.filename);
    if (!propia) return {};
    const revisar = (node) => {
      const fuente = node.source?.value;
      if (typeof fuente !== 'string' || !fuente.startsWith('.')) return;
      const destino = featureOf(path.resolve(path.dirname(context.filename), fuente));
      if (destino && destino !== propia) context.report({ node: node.source, messageId: 'otraFeature', data: { destino } });
    };
    return { ImportDeclaration: revisar, ExportNamedDeclaration: revisar, ExportAllDeclaration: revisar, ImportExpression: revisar };
  },
};

export default defineConfig(
  { ignores: ['**/dist/**', '**/server-dist/**', '**/node_modules/**', '.tools/**', '**/data/**', '**/coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  // React code lives in the apps' and shared's src/ (e2e has its own use* helpers that are not hooks).
  { files: ['{host,mfe-*,shared}/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'jest/**', 'e2e/**'],
    languageOptions: { globals: globals.jest },
  },
  // Everything outside shared reaches it through its public subpaths only.
  { files: ['api/**', 'e2e/**', 'scripts/**'], rules: restrictImports(deepSharedImport) },
  {
    files: ['host/**'],
    rules: restrictImports(deepSharedImport, directRouterImport, ...Object.keys(REMOTES).map((folder) => ({
      regex: appSource(folder),
      message: `El host no importa código de un remote: cárgalo por federación (loadRemote('${REMOTES[folder]}/pages')) o muévelo a @portal/shared`,
    }))),
  },
  ...remoteBoundaries,
  {
    files: ['{host,mfe-*}/src/features/**'],
    plugins: { portal: { rules: { 'features-apart': featuresApart } } },
    rules: { 'portal/features-apart': 'error' },
  },
  {
    files: ['shared/**'],
    rules: restrictImports(directRouterImport, {
      regex: appSource('host', ...Object.keys(REMOTES), 'api'),
      message: '@portal/shared no depende de ninguna app: mueve el código a shared o inviértelo con un parámetro',
    }, {
      // The api's client and the atoms are federated singletons: a relative import would bundle a second
      // copy, which the other apps never see. The contract is bundled into each app, by its subpath too.
      regex: String.raw`^\.\./(api|state|contract)(/|$)`,
      message: 'Dentro de shared, importa el cliente, el estado y el contrato por su subpath (@portal/shared/api, @portal/shared/state, @portal/shared/contract): una ruta relativa crea una segunda copia del singleton',
    }),
  },
);
