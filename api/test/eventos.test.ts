import { ApiErrorSchema, EventoSchema, ListaEventosSchema, PaginaSchema } from '@portal/shared/contract';
import { fechaHoraEnChile } from '@portal/shared/format';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const CORPORATIVO = 857;
const SAAE = 858;

const entorno = entornoDelArchivo();

const lista = (query: string, status = 200) => obtener(entorno.app, `/api/eventos?${query}`, ListaEventosSchema, status);

describe('GET /api/eventos', () => {
  it('lists upcoming events soonest first, then past ones latest first and marked, ten a page', async () => {
    const primera = await lista(`idDominio=${CORPORATIVO}`);
    const segunda = await lista(`idDominio=${CORPORATIVO}&pagina=2`);
    const eventos = [...primera.eventos, ...segunda.eventos];

    expect(primera.eventos).toHaveLength(10);
    expect(eventos).toHaveLength(primera.cantidadRegistros);
    expect(primera.cantidadPaginas).toBe(2);
    const proximos = eventos.filter((e) => !e.finalizado);
    const pasados = eventos.filter((e) => e.finalizado);
    expect(proximos.length).toBeGreaterThan(0);
    expect(pasados.length).toBeGreaterThan(0);
    expect(eventos).toEqual([...proximos, ...pasados]);
    expect(proximos.map((e) => e.inicio)).toEqual(proximos.map((e) => e.inicio).sort());
    expect(pasados.map((e) => e.inicio)).toEqual(pasados.map((e) => e.inicio).sort().reverse());
    expect(pasados.every((e) => Date.parse(e.termino) < Date.now())).toBe(true);
  });

  it("shows a portal's own events beside the shared ones, and no other portal's", async () => {
    const titulos = async (idDominio: number) => (await lista(`idDominio=${idDominio}&pagina=1`)).eventos.map((e) => e.titulo).concat(
      (await lista(`idDominio=${idDominio}&pagina=2`)).eventos.map((e) => e.titulo),
    );
    expect(await titulos(SAAE)).toContain('Taller: postula en línea paso a paso');
    expect(await titulos(CORPORATIVO)).not.toContain('Taller: postula en línea paso a paso');
    expect(await titulos(CORPORATIVO)).not.toContain('Feria de Prácticas y Primer Empleo');
  });

  it('filters by modality and by the region of in-person events, and names the regions that have some', async () => {
    const online = await lista(`idDominio=${CORPORATIVO}&modalidad=ONLINE`);
    expect(online.cantidadRegistros).toBeGreaterThan(0);
    expect(online.eventos.every((e) => e.modalidad === 'ONLINE' && e.comuna === null)).toBe(true);

    const { regiones } = online;
    const biobio = regiones.find((r) => r.nombre === 'Región del Biobío')!;
    expect(regiones.map((r) => r.nombre)).toContain('Región Metropolitana de Santiago');
    const enBiobio = await lista(`idDominio=${CORPORATIVO}&region=${biobio.idRegion}`);
    expect(enBiobio.eventos.map((e) => [e.modalidad, e.comuna?.region])).toEqual(enBiobio.eventos.map(() => ['PRESENCIAL', 'Región del Biobío']));
    expect(enBiobio.cantidadRegistros).toBeGreaterThan(0);
    expect((await lista(`idDominio=${CORPORATIVO}&region=${biobio.idRegion}&modalidad=ONLINE`)).eventos).toEqual([]);
  });

  it('answers 400 for a bad modality, page or region, or no portal, and 404 for an unknown portal', async () => {
    for (const query of ['', 'idDominio=857&modalidad=HIBRIDO', 'idDominio=857&pagina=0', 'idDominio=857&region=norte', 'idDominio=abc']) {
      expect((await obtener(entorno.app, `/api/eventos?${query}`, ApiErrorSchema, 400)).code).toBe('VALIDACION');
    }
    expect((await obtener(entorno.app, '/api/eventos?idDominio=99999', ApiErrorSchema, 404)).code).toBe('DOMINIO_NO_ENCONTRADO');
  });
});

describe('GET /api/eventos/{idEvento}', () => {
  it('gives an in-person event with its venue, comuna, organiser and web registration link', async () => {
    const { eventos } = await lista(`idDominio=${CORPORATIVO}&modalidad=PRESENCIAL`);
    const resumen = eventos.find((e) => e.titulo === 'Feria Laboral de Santiago')!;
    const evento = await obtener(entorno.app, `/api/eventos/${resumen.idEvento}?idDominio=${CORPORATIVO}`, EventoSchema);

    expect(evento).toMatchObject({ ...resumen, lugar: { nombre: 'Centro Cultural Estación Mapocho' }, urlOnline: null, organizador: 'Municipalidad de Santiago' });
    expect(evento.comuna).toEqual({ nombre: 'Santiago', region: 'Región Metropolitana de Santiago' });
    expect(evento.urlInscripcion).toMatch(/^https:\/\//);
    expect(evento.descripcionHtml).toContain('<h2>');
    // Seeded at 10:00 to 18:00 of Chile, whatever its offset that day.
    expect([fechaHoraEnChile(evento.inicio).hora, fechaHoraEnChile(evento.termino).hora]).toEqual(['10:00', '18:00']);
  });

  it("answers 404 for an unknown event or another portal's, and 400 for an id that is no positive number", async () => {
    expect(await obtener(entorno.app, '/api/eventos/99999', ApiErrorSchema, 404)).toMatchObject({ code: 'EVENTO_NO_ENCONTRADO', message: 'El evento no existe.' });
    const { eventos } = await lista(`idDominio=${SAAE}&modalidad=PRESENCIAL`);
    const propio = eventos.find((e) => e.titulo === 'Taller: postula en línea paso a paso')!;
    await obtener(entorno.app, `/api/eventos/${propio.idEvento}?idDominio=${SAAE}`, EventoSchema);
    await obtener(entorno.app, `/api/eventos/${propio.idEvento}?idDominio=${CORPORATIVO}`, ApiErrorSchema, 404);
    await obtener(entorno.app, '/api/eventos/abc', ApiErrorSchema, 400);
    await obtener(entorno.app, '/api/eventos/0', ApiErrorSchema, 400);
  });
});

describe('GET /api/eventos/{idEvento}/calendario.ics', () => {
  const ics = (idEvento: number) => entorno.app.inject(`/api/eventos/${idEvento}/calendario.ics?idDominio=${CORPORATIVO}`);
  const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

  it('answers the in-person event as a calendar attachment: start and end in UTC, title, place and registration link', async () => {
    const { eventos } = await lista(`idDominio=${CORPORATIVO}&modalidad=PRESENCIAL`);
    const feria = eventos.find((e) => e.titulo === 'Feria Laboral de Santiago')!;
    const evento = await obtener(entorno.app, `/api/eventos/${feria.idEvento}`, EventoSchema);
    const respuesta = await ics(feria.idEvento);

    expect(respuesta.statusCode).toBe(200);
    expect(respuesta.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(respuesta.headers['content-disposition']).toBe(`attachment; filename="evento-${feria.idEvento}.ics"`);
    const texto = respuesta.body.replace(/\r\n[ \t]/g, '');
    expect(texto).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(texto).toContain(`DTSTART:${utc(evento.inicio)}\r\n`);
    expect(texto).toContain(`DTEND:${utc(evento.termino)}\r\n`);
    expect(texto).toContain('SUMMARY:Feria Laboral de Santiago\r\n');
    expect(texto).toContain('LOCATION:Centro Cultural Estación Mapocho\\, Plaza de la Cultura s/n\\, Santiago\\, Región Metropolitana de Santiago\r\n');
    expect(texto).toContain(`URL:${evento.urlInscripcion!}\r\n`);
    expect(texto).toContain(`UID:evento-${feria.idEvento}@portal-de-empleo\r\n`);
  });

  it('gives an online event its room link as URL and "En línea" as place', async () => {
    const { eventos } = await lista(`idDominio=${CORPORATIVO}&modalidad=ONLINE`);
    const evento = await obtener(entorno.app, `/api/eventos/${eventos[0]!.idEvento}`, EventoSchema);
    const texto = (await ics(evento.idEvento)).body.replace(/\r\n[ \t]/g, '');
    expect(texto).toContain('LOCATION:En línea\r\n');
    expect(texto).toContain(`URL:${evento.urlOnline!}\r\n`);
  });

  it('answers 404 for an unknown event', async () => {
    const respuesta = await ics(99999);
    expect(respuesta.statusCode).toBe(404);
    expect(respuesta.json()).toMatchObject({ code: 'EVENTO_NO_ENCONTRADO' });
  });
});

describe('/informacion-del-evento', () => {
  it('is a shared CMS page that names the portal and leads to the events', async () => {
    const pagina = await obtener(entorno.app, `/api/paginas/informacion-del-evento?idDominio=${SAAE}`, PaginaSchema);
    expect(pagina.titulo).toBe('Información de los eventos');
    expect(pagina.descripcion).toContain('Bolsa Nacional de Empleo');
    expect(pagina.html).toContain('<a href="/eventos">');
  });
});
