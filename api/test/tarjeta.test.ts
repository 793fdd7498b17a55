import { ApiErrorSchema } from '@portal/shared/contract';
import { cardVersion } from '@portal/shared/metadatos';
import * as v from 'valibot';
import { dibujarTarjeta, lineas } from '../src/ofertas/tarjeta';
import { ARRANQUE_MS, crearEntorno, entornoDelArchivo } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

/** Width and height from the PNG's IHDR chunk, after checking the signature. */
function medidasPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { ancho: png.readUInt32BE(16), alto: png.readUInt32BE(20) };
}

async function oferta() {
  const { rows } = await entorno.base.db.query<{ id: number; cargo: string; empresa: string; comuna: string; region: string }>(
    `SELECT o.id_oferta AS id, o.nombre_cargo AS cargo, e.nombre_fantasia AS empresa, c.nombre AS comuna, r.nombre AS region
     FROM oferta o JOIN empresa e USING (id_empresa) JOIN comuna c USING (id_comuna) JOIN region r USING (id_region)
     WHERE NOT o.confidencial ORDER BY o.id_oferta LIMIT 1`,
  );
  const fila = rows[0]!;
  const version = cardVersion({
    idOferta: fila.id,
    nombreCargo: fila.cargo,
    nombreEmpresaFantasia: fila.empresa,
    ubicacion: { nombreComuna: fila.comuna, nombreRegion: fila.region },
    portal: 'Bolsa Nacional de Empleo',
  });
  return { id: fila.id, version };
}

describe('GET /api/ofertas/:idOferta/card.png', () => {
  it('draws a 1200x630 PNG, cached forever under the version pageMeta gives', async () => {
    const { id, version } = await oferta();
    const respuesta = await entorno.app.inject({ method: 'GET', url: `/api/ofertas/${id}/card.png?dominio=saae.localhost&v=${version}` });
    expect(respuesta.statusCode).toBe(200);
    expect(respuesta.headers['content-type']).toBe('image/png');
    expect(respuesta.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(respuesta.headers.etag).toBe(`"${version}"`);
    expect(medidasPng(respuesta.rawPayload)).toEqual({ ancho: 1200, alto: 630 });
    // The first card starts the card thread, which compiles its sources under tsx: seconds on a busy machine.
  }, ARRANQUE_MS);

  it('answers 304 to a matching If-None-Match, and caches briefly without the current version', async () => {
    const { id, version } = await oferta();
    const url = `/api/ofertas/${id}/card.png?dominio=saae.localhost&v=viejo`;
    const primera = await entorno.app.inject({ method: 'GET', url });
    expect(primera.headers['cache-control']).toBe('public, max-age=300');
    const otra = await entorno.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"${version}"` } });
    expect(otra.statusCode).toBe(304);
    expect(otra.rawPayload).toHaveLength(0);
  });

  it('answers 404 for an unknown offer', async () => {
    const respuesta = await entorno.app.inject({ method: 'GET', url: '/api/ofertas/99999999/card.png' });
    expect(respuesta.statusCode).toBe(404);
    expect(v.parse(ApiErrorSchema, respuesta.json()).code).toBe('OFERTA_NO_ENCONTRADA');
  });
});

describe('drawing cards off the event loop', () => {
  it('answers /health while a card is being drawn', async () => {
    const orden: string[] = [];
    const card = {
      idOferta: 1,
      nombreCargo: 'Técnico en Enfermería de Nivel Superior para turnos rotativos',
      nombreEmpresaFantasia: 'Clínica del Sur',
      ubicacion: { nombreComuna: 'Ñuñoa', nombreRegion: 'Región Metropolitana de Santiago' },
      portal: 'Bolsa Nacional de Empleo',
    };
    const dibujo = Promise.resolve(dibujarTarjeta(card)).then((png) => {
      orden.push('tarjeta');
      return png;
    });
    // The event loop turns while the card is drawn (a draw on this thread would finish first); /health answers
    // meanwhile or just after, never blocked (the database's reply may even come before the setImmediate).
    const bucle = new Promise<void>((resolve) => setImmediate(() => { orden.push('bucle'); resolve(); }));
    const salud = entorno.app.inject('/health').then((respuesta) => orden.push(`health ${respuesta.statusCode}`));
    const [png] = await Promise.all([dibujo, bucle, salud]);
    expect(orden.indexOf('bucle')).toBeLessThan(orden.indexOf('tarjeta'));
    expect(orden).toContain('health 200');
    expect(medidasPng(png)).toEqual({ ancho: 1200, alto: 630 });
  });

  it('limits the cards one address has drawn a minute with a Spanish 429 and Retry-After, not the cards already drawn nor other addresses', async () => {
    const limitado = await crearEntorno({ tarjetasPorMinuto: 2 });
    const { rows } = await limitado.base.db.query<{ id: number }>('SELECT id_oferta AS id FROM oferta ORDER BY id_oferta LIMIT 3');
    const pedir = (id: number, cliente: string) =>
      limitado.app.inject({ url: `/api/ofertas/${id}/card.png`, headers: { 'x-forwarded-for': cliente } });
    try {
      const [a, b, c] = rows.map((r) => r.id) as [number, number, number];
      expect((await pedir(a, '198.51.100.40')).statusCode).toBe(200);
      expect((await pedir(b, '198.51.100.40')).statusCode).toBe(200);
      const excedido = await pedir(c, '198.51.100.40');
      expect(excedido.statusCode).toBe(429);
      expect(v.parse(ApiErrorSchema, excedido.json())).toMatchObject({
        code: 'DEMASIADAS_TARJETAS',
        message: 'Pediste demasiadas imágenes de ofertas en poco tiempo. Espera un minuto e inténtalo nuevamente.',
      });
      expect(Number(excedido.headers['retry-after'])).toBeGreaterThan(0);
      expect((await pedir(a, '198.51.100.40')).statusCode).toBe(200);
      expect((await pedir(c, '198.51.100.41')).statusCode).toBe(200);
    } finally {
      await limitado.close();
    }
  }, ARRANQUE_MS);
});

describe('card text lines', () => {
  it('breaks between words and ends the last allowed line with "…" when text is left over', () => {
    expect(lineas('Técnico en Enfermería de Nivel Superior', 20, 3)).toEqual(['Técnico en', 'Enfermería de Nivel', 'Superior']);
    expect(lineas('uno dos tres cuatro cinco seis', 8, 2)).toEqual(['uno dos', 'tres…']);
    expect(lineas('Supercalifragilísticoespialidoso', 10, 1)).toEqual(['Supercali…']);
  });
});
