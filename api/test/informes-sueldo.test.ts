import * as v from 'valibot';
import {
  ApiErrorSchema,
  CargosConSueldoSchema,
  CARGOS_CONSULTADOS,
  ExportacionDatosSchema,
  InformePedidoSchema,
  InformeSueldoSchema,
  MINIMO_PARA_CIFRAS,
  MisInformesSueldoSchema,
  ResumenSueldoSchema,
} from '@portal/shared/contract';
import { slugify } from '@portal/shared/format';
import { digitoVerificador } from '@portal/shared/rut';
import { ARRANQUE_MS, crearEntorno, obtener, type Entorno } from './support/app-de-prueba';
import { conJwt, crearCandidato, jwtDe } from './support/cuentas';

let entorno: Entorno;
let demo: string;
let otra: string;
const PORTAL = 857;

let siguienteOferta = 980_001;
/** A copy of offer 1 under a new title with a salary; `dias` < 0 expired that many days ago. */
async function publicar(nombreCargo: string, sueldo: number, { anios = 0, mostrar = true, dias = 30, region = false } = {}) {
  await entorno.base.db.query(
    `INSERT INTO oferta SELECT (jsonb_populate_record(o, jsonb_build_object('id_oferta', $1::int, 'nombre_cargo', $2::text, 'sueldo', $3::int,
       'mostrar_sueldo', $4::boolean, 'anios_experiencia', $5::int, 'estado', CASE WHEN $6::int < 0 THEN 'EXPIRADA' ELSE 'ACTIVA' END,
       'fecha_expiracion', now() + $6::int * interval '1 day',
       'id_comuna', CASE WHEN $7 THEN (SELECT min(id_comuna) FROM comuna WHERE id_region <> (SELECT id_region FROM comuna WHERE id_comuna = o.id_comuna)) ELSE o.id_comuna END))).*
     FROM oferta o WHERE id_oferta = 1`,
    [siguienteOferta++, nombreCargo, sueldo, mostrar, anios, dias, region],
  );
}

const pedir = (jwt: string | null, cargo: string) =>
  entorno.app.inject({ method: 'POST', url: '/api/informes-sueldo', headers: jwt ? conJwt(jwt) : {}, payload: { cargo, idDominio: PORTAL } });

beforeAll(async () => {
  entorno = await crearEntorno();
  demo = await jwtDe(entorno.app, 'demo@portal.cl');
  await crearCandidato(entorno.base.db, 'otra@correo.cl', `42000002${digitoVerificador('42000002')}`);
  otra = await jwtDe(entorno.app, 'otra@correo.cl');
  // Six salaries count: five live offers (one in another region) and one expired last week.
  for (const [sueldo, anios] of [[600_000, 0], [700_000, 0], [800_000, 0], [900_000, 4], [1_000_000, 4]] as const) await publicar('Catador de Lúpulo', sueldo, { anios });
  await publicar('Catadora de Lúpulo Senior', 2_000_000, { anios: 4, dias: -7, region: true });
  // Never counted: a hidden salary and an offer expired over a year ago.
  await publicar('Catador de Lúpulo', 9_000_000, { mostrar: false });
  await publicar('Catador de Lúpulo', 9_000_000, { dias: -400 });
  for (const sueldo of [500_000, 600_000, 700_000, 800_000]) await publicar('Enólogo Nocturno', sueldo);
}, ARRANQUE_MS);
afterAll(() => entorno?.close());

describe('GET /api/informes-sueldo/cargo/{cargo}', () => {
  it('computes median and quartiles of the live and recent offers that show a salary, whole and by region and experience', async () => {
    const resumen = await obtener(entorno.app, `/api/informes-sueldo/cargo/catador-de-lupulo?idDominio=${PORTAL}`, ResumenSueldoSchema);

    expect(resumen.cargo).toBe('Catador de Lúpulo');
    expect(resumen.general).toEqual({ cantidad: 6, p25: 725_000, mediana: 850_000, p75: 975_000 });
    expect(resumen.distribucion.map((b) => [b.desde, b.cantidad])).toEqual([
      [600_000, 2], [800_000, 2], [1_000_000, 1], [1_200_000, 0], [1_400_000, 0], [1_600_000, 0], [1_800_000, 0], [2_000_000, 1],
    ]);
    expect(resumen.porRegion).toHaveLength(2);
    expect(resumen.porRegion[0]!.rango).toEqual({ cantidad: 5, p25: 700_000, mediana: 800_000, p75: 900_000 });
    expect(resumen.porRegion[1]!.rango).toBeNull();
    expect(resumen.porExperiencia).toEqual([
      { clave: 'SIN_EXPERIENCIA', nombre: 'Sin experiencia', rango: null },
      { clave: 'DE_3_A_5', nombre: '3 a 5 años', rango: null },
    ]);
  });

  it('shows no figure from fewer than 5 salaries', async () => {
    const resumen = await obtener(entorno.app, `/api/informes-sueldo/cargo/enologo-nocturno?idDominio=${PORTAL}`, ResumenSueldoSchema);
    expect(resumen).toMatchObject({ cargo: 'Enólogo Nocturno', general: null, distribucion: [], porRegion: [], porExperiencia: [] });
  });

  it('answers 404 for a position without salaries and 400 for a slug that is not one', async () => {
    expect(await obtener(entorno.app, `/api/informes-sueldo/cargo/astronauta-lunar?idDominio=${PORTAL}`, ApiErrorSchema, 404)).toMatchObject({ code: 'CARGO_SIN_SUELDOS' });
    await obtener(entorno.app, `/api/informes-sueldo/cargo/Con%20Espacios?idDominio=${PORTAL}`, ApiErrorSchema, 400);
    await obtener(entorno.app, '/api/informes-sueldo/cargo/catador-de-lupulo?idDominio=99999', ApiErrorSchema, 404);
  });

  it('matches the seed positions by the Spanish words of their title', async () => {
    const resumen = await obtener(entorno.app, `/api/informes-sueldo/cargo/desarrollador-full-stack?idDominio=${PORTAL}`, ResumenSueldoSchema);
    expect(resumen.cargo).toBe('Desarrollador Full Stack');
    expect(resumen.general!.cantidad).toBeGreaterThanOrEqual(5);
  });

  it('has figures for every position the teaser page links to', async () => {
    const sinCifras: string[] = [];
    for (const cargo of CARGOS_CONSULTADOS) {
      const resumen = await obtener(entorno.app, `/api/informes-sueldo/cargo/${slugify(cargo)}?idDominio=${PORTAL}`, ResumenSueldoSchema);
      if ((resumen.general?.cantidad ?? 0) < MINIMO_PARA_CIFRAS) sinCifras.push(cargo);
    }
    expect(sinCifras).toEqual([]);
  });
});

describe('GET /api/informes-sueldo/cargos', () => {
  it('lists, on every portal, only consulted positions whose report opens there', async () => {
    const { rows } = await entorno.base.db.query<{ id: number }>("SELECT id_dominio AS id FROM dominio WHERE estado IS DISTINCT FROM 'DESACTIVADO' ORDER BY id_dominio");
    let listados = 0;
    for (const { id } of rows) {
      const { cargos } = await obtener(entorno.app, `/api/informes-sueldo/cargos?idDominio=${id}`, CargosConSueldoSchema);
      expect(cargos.every((c) => (CARGOS_CONSULTADOS as readonly string[]).includes(c.nombre) && c.slug === slugify(c.nombre))).toBe(true);
      for (const { slug } of cargos) expect({ id, slug, status: (await entorno.app.inject({ url: `/api/informes-sueldo/cargo/${slug}?idDominio=${id}` })).statusCode }).toEqual({ id, slug, status: 200 });
      listados += cargos.length;
    }
    expect(listados).toBeGreaterThan(0);
  });
});

describe('the full report', () => {
  it('asks for sign-in: 401 without a session', async () => {
    expect((await pedir(null, 'catador-de-lupulo')).statusCode).toBe(401);
    expect((await entorno.app.inject('/api/informes-sueldo/mis-informes')).statusCode).toBe(401);
    expect((await entorno.app.inject('/api/informes-sueldo/1')).statusCode).toBe(401);
  });

  it('records the report asked for, lists it and gives it with working hours and where the expectation stands', async () => {
    const pedido = await pedir(demo, 'catador-de-lupulo');
    expect(pedido.statusCode).toBe(201);
    const { idInforme } = v.parse(InformePedidoSchema, pedido.json());
    // Asking again brings the same report up to date.
    expect(v.parse(InformePedidoSchema, (await pedir(demo, 'catador-de-lupulo')).json()).idInforme).toBe(idInforme);

    const { informes } = v.parse(MisInformesSueldoSchema, (await entorno.app.inject({ url: '/api/informes-sueldo/mis-informes', headers: conJwt(demo) })).json());
    expect(informes[0]).toMatchObject({ idInforme, cargo: 'Catador de Lúpulo', slug: 'catador-de-lupulo' });

    const informe = v.parse(InformeSueldoSchema, (await entorno.app.inject({ url: `/api/informes-sueldo/${idInforme}`, headers: conJwt(demo) })).json());
    expect(informe.resumen.general!.mediana).toBe(850_000);
    expect(informe.porJornada.reduce((n, g) => n + (g.rango?.cantidad ?? 0), 0)).toBeLessThanOrEqual(6);
    // The demo candidate expects $2.200.000: over every one of the six salaries.
    expect(informe.pretension).toEqual({ monto: 2_200_000, porcentajeBajo: 100 });
  });

  it('gives a report only to its owner: 404 for anyone else and for none', async () => {
    const { idInforme } = v.parse(InformePedidoSchema, (await pedir(demo, 'enologo-nocturno')).json());
    const ajeno = await entorno.app.inject({ url: `/api/informes-sueldo/${idInforme}`, headers: conJwt(otra) });
    expect(ajeno.statusCode).toBe(404);
    expect(v.parse(ApiErrorSchema, ajeno.json()).code).toBe('INFORME_NO_ENCONTRADO');
    expect(v.parse(MisInformesSueldoSchema, (await entorno.app.inject({ url: '/api/informes-sueldo/mis-informes', headers: conJwt(otra) })).json()).informes).toEqual([]);
    expect((await entorno.app.inject({ url: '/api/informes-sueldo/99999', headers: conJwt(demo) })).statusCode).toBe(404);
  });

  it('lists the reports the candidate asked for in the data export, and none of another candidate’s', async () => {
    const datos = (jwt: string) => entorno.app.inject({ url: '/api/cuenta/datos', headers: conJwt(jwt) }).then((r) => v.parse(ExportacionDatosSchema, r.json()));
    const { informesSueldo } = await datos(demo);
    expect(informesSueldo).toEqual(
      expect.arrayContaining([
        { cargo: 'Catador de Lúpulo', portal: 'Portal de Empleo Chile', pedido: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
        expect.objectContaining({ cargo: expect.stringMatching(/^Enólogo Nocturno$/i) }),
      ]),
    );
    expect((await datos(otra)).informesSueldo).toEqual([]);
  });

  it('refuses a report of a position without salaries', async () => {
    expect(v.parse(ApiErrorSchema, (await pedir(demo, 'astronauta-lunar')).json())).toMatchObject({ statusCode: 404, code: 'CARGO_SIN_SUELDOS' });
  });
});
