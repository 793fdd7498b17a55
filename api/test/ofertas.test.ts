import { ApiErrorSchema, OfertaSchema } from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

async function primeraOferta(condicion: string): Promise<number> {
  const { rows } = await entorno.base.db.query<{ id: number }>(`SELECT id_oferta AS id FROM oferta WHERE ${condicion} ORDER BY id_oferta LIMIT 1`);
  return rows[0]!.id;
}

describe('GET /api/ofertas/:idOferta', () => {
  it('gives the full offer with HTML description and location in Chile', async () => {
    const id = await primeraOferta(`estado = 'ACTIVA' AND mostrar_sueldo AND NOT confidencial`);
    const oferta = await obtener(entorno.app, `/api/ofertas/${id}`, OfertaSchema);
    expect(oferta.idOferta).toBe(id);
    expect(oferta.estadoOferta).toBe('ACTIVA');
    expect(oferta.descripcionOferta).toMatch(/^<p>.*<ul><li>/);
    expect(oferta.ubicacion.nombrePais).toBe('Chile');
    expect(oferta.sueldo).toBeGreaterThan(300_000);
    expect(oferta.nombreMoneda).toBe('CLP');
  });

  it('gives an expired offer too, marked EXPIRADA', async () => {
    const id = await primeraOferta(`estado = 'EXPIRADA'`);
    const oferta = await obtener(entorno.app, `/api/ofertas/${id}`, OfertaSchema);
    expect(oferta.estadoOferta).toBe('EXPIRADA');
    expect(Date.parse(oferta.fechaExpiracion)).toBeLessThan(Date.now());
  });

  it('hides the salary when mostrarSueldo is false', async () => {
    const id = await primeraOferta('NOT mostrar_sueldo');
    const oferta = await obtener(entorno.app, `/api/ofertas/${id}`, OfertaSchema);
    expect(oferta).toMatchObject({ mostrarSueldo: false, sueldo: null });
  });

  it('lists the questions and required documents of an offer that has them', async () => {
    const id = await primeraOferta('id_oferta IN (SELECT id_oferta FROM oferta_pregunta) AND id_oferta IN (SELECT id_oferta FROM oferta_documento)');
    const oferta = await obtener(entorno.app, `/api/ofertas/${id}`, OfertaSchema);
    expect(oferta.preguntas.length).toBeGreaterThan(0);
    expect(oferta.preguntas[0]!.pregunta).toMatch(/^¿.*\?$/);
    expect(oferta.documentosRequeridos.length).toBeGreaterThan(0);
  });

  it('gives its questions, documents and institutions as the tables hold them, in id order, and [] for none', async () => {
    const id = await primeraOferta('id_oferta IN (SELECT id_oferta FROM oferta_pregunta) AND id_oferta IN (SELECT id_oferta FROM oferta_documento)');
    await entorno.base.db.query('INSERT INTO oferta_institucion (id_oferta, id_institucion) SELECT $1, id_institucion FROM institucion ORDER BY id_institucion DESC LIMIT 2 ON CONFLICT DO NOTHING', [id]);
    const filas = async (consulta: string) => (await entorno.base.db.query(consulta, [id])).rows;
    const oferta = await obtener(entorno.app, `/api/ofertas/${id}`, OfertaSchema);
    expect(oferta.preguntas).toEqual(await filas('SELECT id_pregunta AS "idPregunta", pregunta FROM oferta_pregunta WHERE id_oferta = $1 ORDER BY id_pregunta'));
    expect(oferta.documentosRequeridos).toEqual(await filas('SELECT id_documento AS "idDocumento", nombre FROM oferta_documento WHERE id_oferta = $1 ORDER BY id_documento'));
    const instituciones = await filas('SELECT i.id_institucion AS "idInstitucion", i.nombre FROM oferta_institucion oi JOIN institucion i USING (id_institucion) WHERE oi.id_oferta = $1 ORDER BY i.id_institucion');
    expect(instituciones.length).toBeGreaterThan(1);
    expect(oferta.instituciones).toEqual(instituciones);

    const sinListas = await primeraOferta('id_oferta NOT IN (SELECT id_oferta FROM oferta_pregunta UNION SELECT id_oferta FROM oferta_documento UNION SELECT id_oferta FROM oferta_institucion)');
    expect(await obtener(entorno.app, `/api/ofertas/${sinListas}`, OfertaSchema)).toMatchObject({ preguntas: [], documentosRequeridos: [], instituciones: [] });
  });

  it('answers 404 with a Spanish message for a missing offer', async () => {
    const error = await obtener(entorno.app, '/api/ofertas/99999999', ApiErrorSchema, 404);
    expect(error).toMatchObject({ code: 'OFERTA_NO_ENCONTRADA', message: 'La oferta 99999999 no existe o fue eliminada.' });
  });

  it('answers 400 for an id that is not a number', async () => {
    const error = await obtener(entorno.app, '/api/ofertas/abc', ApiErrorSchema, 400);
    expect(error.message).toBe('El parámetro «idOferta» debe ser un número entero.');
  });
});

describe('external application link', () => {
  it.each(['javascript:alert(document.cookie)', ' JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', '/postular/1'])(
    'is served as null when it is not an http(s) URL: %s',
    async (link) => {
      const id = await primeraOferta(`estado = 'ACTIVA'`);
      await entorno.base.db.query('UPDATE oferta SET link_postulacion_externo = $1 WHERE id_oferta = $2', [link, id]);
      const respuesta = await entorno.app.inject(`/api/ofertas/${id}`);
      expect(respuesta.statusCode).toBe(200);
      expect(respuesta.json().linkPostulacionExterno).toBeNull();
    },
  );

  it('is served when it is an http(s) URL', async () => {
    const id = await primeraOferta(`estado = 'ACTIVA'`);
    await entorno.base.db.query('UPDATE oferta SET link_postulacion_externo = $1 WHERE id_oferta = $2', ['https://empleos.example.com/postular/9', id]);
    expect((await entorno.app.inject(`/api/ofertas/${id}`)).json().linkPostulacionExterno).toBe('https://empleos.example.com/postular/9');
  });
});
