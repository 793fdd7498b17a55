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
