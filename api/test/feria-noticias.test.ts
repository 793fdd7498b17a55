import { ApiErrorSchema, ListaNoticiasSchema } from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

describe('GET /api/noticias', () => {
  it('lists 12 news a page, newest first', async () => {
    const lista = await obtener(entorno.app, '/api/noticias', ListaNoticiasSchema);
    expect(lista.noticias).toHaveLength(12);
    expect(lista.cantidadRegistros).toBe(40);
    expect(lista.cantidadPaginas).toBe(4);
    const fechas = lista.noticias.map((n) => n.fechaPublicacion);
    expect([...fechas].sort().reverse()).toEqual(fechas);
  });

  it('gives the last page', async () => {
    const lista = await obtener(entorno.app, '/api/noticias?pagina=4', ListaNoticiasSchema);
    expect(lista).toMatchObject({ paginaActual: 4 });
    expect(lista.noticias).toHaveLength(4);
  });

  it('filters by category slug', async () => {
    const lista = await obtener(entorno.app, '/api/noticias?categoria=entrevistas', ListaNoticiasSchema);
    expect(lista.cantidadRegistros).toBe(8);
    expect(lista.noticias.every((n) => n.categoria.slug === 'entrevistas' && n.categoria.nombre === 'Entrevistas de trabajo')).toBe(true);
  });

  it('answers 400 for a malformed category or page', async () => {
    const error = await obtener(entorno.app, '/api/noticias?categoria=Entre%20vistas', ApiErrorSchema, 400);
    expect(error.message).toBe('El parámetro «categoria» no tiene el formato esperado.');
    await obtener(entorno.app, '/api/noticias?pagina=-1', ApiErrorSchema, 400);
  });
});
