import { ApiErrorSchema, ListaNoticiasSchema, NoticiaSchema } from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

describe('GET /api/noticias/{idNoticia}', () => {
  it('gives the article with its body, author, reading time and three related items of its category first', async () => {
    const { noticias } = await obtener(entorno.app, '/api/noticias', ListaNoticiasSchema);
    const resumen = noticias[0]!;
    const noticia = await obtener(entorno.app, `/api/noticias/${resumen.idNoticia}`, NoticiaSchema);

    expect(noticia).toMatchObject(resumen);
    expect(noticia.cuerpoHtml).toContain('<h2>');
    expect(noticia.autor).not.toBe('');
    expect(noticia.minutosLectura).toBeGreaterThanOrEqual(1);
    expect(noticia.relacionadas).toHaveLength(3);
    expect(noticia.relacionadas.map((r) => r.idNoticia)).not.toContain(noticia.idNoticia);
    expect(noticia.relacionadas.every((r) => r.categoria.slug === noticia.categoria.slug)).toBe(true);
  });

  it('counts the reading time from the words of the body, at 200 a minute', async () => {
    const palabras = Array.from({ length: 1000 }, () => 'palabra').join(' ');
    await entorno.base.db.exec(`UPDATE noticia SET cuerpo_html = '<p>${palabras}</p>' WHERE id_noticia = 2`);
    expect((await obtener(entorno.app, '/api/noticias/2', NoticiaSchema)).minutosLectura).toBe(5);
  });

  it('answers the body as stored, for the page to sanitise', async () => {
    const cuerpo = '<p>Hola</p><script>alert(1)</script><img src="x" onerror="alert(2)">';
    await entorno.base.db.exec(`UPDATE noticia SET cuerpo_html = '${cuerpo}' WHERE id_noticia = 3`);
    expect((await obtener(entorno.app, '/api/noticias/3', NoticiaSchema)).cuerpoHtml).toBe(cuerpo);
  });

  it('answers 404 for an unknown article and 400 for an id that is no positive number', async () => {
    expect(await obtener(entorno.app, '/api/noticias/99999', ApiErrorSchema, 404)).toMatchObject({ code: 'NOTICIA_NO_ENCONTRADA', message: 'La noticia no existe.' });
    await obtener(entorno.app, '/api/noticias/abc', ApiErrorSchema, 400);
    await obtener(entorno.app, '/api/noticias/0', ApiErrorSchema, 400);
  });
});
