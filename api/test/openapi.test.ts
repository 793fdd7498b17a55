// The OpenAPI document as its readers meet it: every operation named and summarised where its route is
// declared, the bearer declared where one is read, Redocly's recommended lint clean (redocly.yaml), and the
// document readable at /api/docs from the api itself.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { entornoDelArchivo } from './support/app-de-prueba';

interface Operacion {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
}
interface Documento {
  paths: Record<string, Record<string, Operacion>>;
}

const entorno = entornoDelArchivo();
let documento: Documento;
beforeAll(async () => {
  await entorno.app.ready();
  documento = entorno.app.swagger() as unknown as Documento;
});

const operaciones = () =>
  Object.entries(documento.paths).flatMap(([ruta, porMetodo]) => Object.entries(porMetodo).map(([metodo, operacion]) => ({ nombre: `${metodo.toUpperCase()} ${ruta}`, ...operacion })));

describe('the OpenAPI document', () => {
  it('gives every operation a summary and an operationId of its own, in camelCase', () => {
    const todas = operaciones();
    expect(todas.length).toBeGreaterThanOrEqual(100);
    expect(todas.filter((o) => !o.summary?.trim()).map((o) => o.nombre)).toEqual([]);
    expect(todas.filter((o) => !/^[a-z][a-zA-Z0-9]*$/.test(o.operationId ?? '')).map((o) => `${o.nombre}: ${o.operationId}`)).toEqual([]);
    const repetidos = todas.filter((o, i) => todas.findIndex((otra) => otra.operationId === o.operationId) !== i);
    expect(repetidos.map((o) => `${o.nombre}: ${o.operationId}`)).toEqual([]);
  });

  it('declares the bearer where one is read: required behind a session, optional where a visitor is answered too, none elsewhere', () => {
    const seguridad = (metodo: string, ruta: string) => documento.paths[ruta]![metodo]!.security;
    expect(seguridad('get', '/api/curriculum')).toEqual([{ bearer: [] }]);
    expect(seguridad('get', '/api/ofertas/{idOferta}')).toEqual([{}, { bearer: [] }]);
    expect(seguridad('get', '/api/searchjob')).toEqual([{}, { bearer: [] }]);
    expect(seguridad('get', '/api/noticias')).toEqual([]);
    expect(operaciones().filter((o) => !o.security).map((o) => o.nombre)).toEqual([]);
  });

  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
    try {
      const archivo = path.join(carpeta, 'openapi.json');
      fs.writeFileSync(archivo, JSON.stringify(documento));
      const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
      const configuracion = path.join(__dirname, '../redocly.yaml');
      // Exits 1 when it finds a problem; the JSON report is on stdout either way.
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', archivo, `--config=${configuracion}`, '--format=json', '--max-problems=1000'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const informe = JSON.parse(stdout) as { problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
      expect(informe.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
    } finally {
      fs.rmSync(carpeta, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('/api/docs', () => {
  it('shows the document with Swagger UI served by the api itself, no inline script and no other origin', async () => {
    const pagina = await entorno.app.inject('/api/docs/');
    expect(pagina.statusCode).toBe(200);
    expect(pagina.headers['content-type']).toMatch(/^text\/html/);
    expect(pagina.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...pagina.body.matchAll(/<script([^>]*)>/g)].map(([, atributos]) => /src="([^"]+)"/.exec(atributos!)?.[1]);
    const hojas = [...pagina.body.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const recurso of [...scripts, ...hojas]) {
      expect(recurso).toMatch(/^\.\//);
      const respuesta = await entorno.app.inject(new URL(recurso!, 'http://portal.test/api/docs/').pathname);
      expect({ recurso, status: respuesta.statusCode }).toEqual({ recurso, status: 200 });
    }
    const servido = (await entorno.app.inject('/api/docs/json')).json() as Documento;
    expect(Object.keys(servido.paths)).toEqual(Object.keys(documento.paths));
  });
});
