import { ApiErrorSchema, PaginaSchema } from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

describe('GET /api/paginas/{slug}', () => {
  it('gives the shared help centre to every portal, with its questions grouped in order and the portal named', async () => {
    const ayuda = await obtener(entorno.app, '/api/paginas/centro-de-ayuda?idDominio=857', PaginaSchema);
    expect(ayuda).toMatchObject({ slug: 'centro-de-ayuda', titulo: 'Centro de ayuda' });
    expect(ayuda.descripcion).toContain('Portal de Empleo Chile');
    expect(ayuda.html).toContain('Portal de Empleo Chile');
    expect(ayuda.secciones.map((s) => s.titulo)).toEqual([
      'Tu cuenta',
      'Postular a ofertas',
      'Tu currículum',
      'Alertas de empleo',
      'Tus datos y tu privacidad',
      'Contacto',
    ]);
    const preguntas = ayuda.secciones.flatMap((s) => s.preguntas.map((p) => p.pregunta));
    expect(preguntas).toEqual(expect.arrayContaining(['¿Cómo creo mi cuenta?', 'Olvidé mi contraseña, ¿cómo la recupero?', '¿Cómo retiro una postulación?', '¿Cómo elimino mi cuenta?']));
    expect(preguntas).toContain('¿Cómo me comunico con Portal de Empleo Chile?');
    const archivos = ayuda.secciones[1]!.preguntas.find((p) => p.pregunta === '¿Qué archivos puedo adjuntar?')!;
    expect(archivos.respuestaHtml).toMatch(/doc, docx, jpg, jpeg, png, gif o pdf.*5 MB/);

    const saae = await obtener(entorno.app, '/api/paginas/centro-de-ayuda?idDominio=858', PaginaSchema);
    expect(saae.descripcion).toContain('Bolsa Nacional de Empleo');
  });

  it("gives a portal its own page and no other portal's", async () => {
    const feria = await obtener(entorno.app, '/api/paginas/como-participar?idDominio=860', PaginaSchema);
    expect(feria).toMatchObject({ titulo: 'Cómo participar en la feria', secciones: [] });
    expect(feria.descripcion).toContain('Feria Laboral Virtual');

    const error = await obtener(entorno.app, '/api/paginas/como-participar?idDominio=857', ApiErrorSchema, 404);
    expect(error).toMatchObject({ code: 'PAGINA_NO_ENCONTRADA', message: 'La página no existe.' });
  });

  it("prefers the portal's own page over the shared one and escapes the portal's name inside HTML", async () => {
    await entorno.base.db.exec(`
      UPDATE dominio SET nombre = 'Empleo <Sur> & Co' WHERE id_dominio = 859;
      INSERT INTO pagina (id_dominio, slug, titulo, descripcion, cuerpo_html)
      VALUES (859, 'centro-de-ayuda', 'Ayuda de {{portal}}', 'Propia', '<p>Bienvenido a {{portal}}</p>');`);

    const propia = await obtener(entorno.app, '/api/paginas/centro-de-ayuda?idDominio=859', PaginaSchema);
    expect(propia).toMatchObject({ titulo: 'Ayuda de Empleo <Sur> & Co', html: '<p>Bienvenido a Empleo &lt;Sur&gt; &amp; Co</p>', secciones: [] });
    expect((await obtener(entorno.app, '/api/paginas/centro-de-ayuda?idDominio=857', PaginaSchema)).titulo).toBe('Centro de ayuda');
  });

  it('answers 404 for an unknown page or portal and 400 for a bad slug or a missing portal', async () => {
    expect(await obtener(entorno.app, '/api/paginas/no-existe?idDominio=857', ApiErrorSchema, 404)).toMatchObject({ code: 'PAGINA_NO_ENCONTRADA' });
    expect(await obtener(entorno.app, '/api/paginas/centro-de-ayuda?idDominio=999', ApiErrorSchema, 404)).toMatchObject({ code: 'PAGINA_NO_ENCONTRADA' });
    await obtener(entorno.app, '/api/paginas/Centro_De_Ayuda?idDominio=857', ApiErrorSchema, 400);
    await obtener(entorno.app, '/api/paginas/centro-de-ayuda', ApiErrorSchema, 400);
  });
});

describe('legal pages', () => {
  it('names the portal in the terms, the privacy policy and the cookie policy of every portal', async () => {
    for (const slug of ['terminos-y-condiciones', 'politica-de-privacidad', 'politica-de-cookies']) {
      const pagina = await obtener(entorno.app, `/api/paginas/${slug}?idDominio=858`, PaginaSchema);
      expect(pagina.html).toContain('Bolsa Nacional de Empleo');
      expect(pagina.html).not.toContain('{{portal}}');
    }
  });

  it('tells how to exercise each right with what the account settings offer, and whom to write to', async () => {
    const { html } = await obtener(entorno.app, '/api/paginas/politica-de-privacidad?idDominio=857', PaginaSchema);
    expect(html).toMatch(/Ley N° 19\.628.*Ley N° 21\.719/);
    for (const texto of ['Descargar mis datos', 'Cambiar correo principal', 'Eliminar mi cuenta', 'Base de licitud', 'Por cuánto tiempo', 'mailto:privacidad@portal.cl']) {
      expect(html).toContain(texto);
    }
  });

  it('lists every cookie and storage key the portal writes', async () => {
    const { html } = await obtener(entorno.app, '/api/paginas/politica-de-cookies?idDominio=857', PaginaSchema);
    for (const nombre of ['loginComunidad', 'candidatoComunidad', 'idNavegador', 'accesoFeria', 'configuracionPortal', '_ga']) {
      expect(html).toContain(`<code>${nombre}</code>`);
    }
  });
});
