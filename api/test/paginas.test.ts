import { ApiErrorSchema, PaginaSchema } from '@portal/shared/contract';
import { migrate } from '../src/db/migrate';
import { paginasSql } from '../src/db/seed/paginas';
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
    for (const nombre of ['loginComunidad', 'candidatoComunidad', 'idNavegador', 'accesoFeria', 'configuracionPortal', 'consentimientoCookies', '_ga', 'bugsnag-sampling-probability']) {
      expect(html).toContain(`<code>${nombre}</code>`);
    }
  });

  it("rests measuring the portal's use on the visitor's consent, given and withdrawn in the cookie notice", async () => {
    const { html } = await obtener(entorno.app, '/api/paginas/politica-de-privacidad?idDominio=857', PaginaSchema);
    expect(html).toContain('Versión 2026-12');
    expect(html).toMatch(/Medir el uso del portal[^<]*<\/td><td>Tu consentimiento, que das con «Aceptar»/);
    expect(html).not.toContain('Interés legítimo en mejorar el servicio');
  });

  it('tells that measuring cookies wait for «Aceptar», how long the choice lasts and where to change it', async () => {
    const { html } = await obtener(entorno.app, '/api/paginas/politica-de-cookies?idDominio=857', PaginaSchema);
    for (const texto of ['<strong>Aceptar</strong>', '<strong>Rechazar</strong>', 'Tu elección se guarda 6 meses', '<strong>Configurar cookies</strong>']) {
      expect(html).toContain(texto);
    }
  });
});

describe('the cookie and privacy policies of a database seeded before the consent notice', () => {
  const ANTERIOR = '<p>Texto de la versión anterior.</p>';
  /** The page as the earlier seed left it (or edited), then what prepararDb does: its migration, then the seed's pages. */
  async function migrarDesde(slug: string, migracion: string, actualizada: string) {
    const db = entorno.base.db;
    await db.query(`UPDATE pagina SET cuerpo_html = $1, actualizada = $2::timestamptz WHERE slug = $3 AND id_dominio IS NULL`, [ANTERIOR, actualizada, slug]);
    await db.query('DELETE FROM migracion WHERE nombre = $1', [migracion]);
    expect(await migrate(db)).toEqual([migracion]);
    await db.exec(paginasSql());
    return obtener(entorno.app, `/api/paginas/${slug}?idDominio=857`, PaginaSchema);
  }

  it.each([
    ['politica-de-cookies', '030_politica_cookies_consentimiento.sql', '<code>consentimientoCookies</code>'],
    ['politica-de-privacidad', '031_politica_privacidad_consentimiento.sql', 'Versión 2026-12'],
  ])('%s gets the new text when its page is the one the seed wrote', async (slug, migracion, nuevo) => {
    const { html } = await migrarDesde(slug, migracion, '2026-11-01T03:00:00Z');
    expect(html).toContain(nuevo);
    expect(html).not.toContain(ANTERIOR);
  });

  it.each([
    ['politica-de-cookies', '030_politica_cookies_consentimiento.sql'],
    ['politica-de-privacidad', '031_politica_privacidad_consentimiento.sql'],
  ])('%s: a page someone edited is kept', async (slug, migracion) => {
    const { html } = await migrarDesde(slug, migracion, '2026-11-15T12:00:00Z');
    expect(html).toBe(ANTERIOR);
  });
});
