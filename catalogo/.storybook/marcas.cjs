// The demo identities' stylesheets (host/marcas/{carpeta}/tema.css) by folder: bundled into the preview by
// main.ts and handed to jest by jest.config.cjs, so both apply the same themes.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const MARCAS_DIR = join(__dirname, '..', '..', 'host', 'marcas');

function temasDeMarcas() {
  const carpetas = readdirSync(MARCAS_DIR, { withFileTypes: true }).filter((entrada) => entrada.isDirectory());
  return Object.fromEntries(carpetas.map(({ name }) => [name, readFileSync(join(MARCAS_DIR, name, 'tema.css'), 'utf8')]));
}

module.exports = { MARCAS_DIR, temasDeMarcas };
