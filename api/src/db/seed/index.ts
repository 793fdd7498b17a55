// Deterministic seed of a fresh database: geography, portals, companies, offers, fair, news, demo candidates.
import { hash } from '@node-rs/argon2';
import type { Db } from '../db';
import { completarComunasSql } from './comunas';
import { REGIONES } from './chile';
import { urlLogo } from '../../logos/logo';
import { generarEmpresas } from './empresas';
import { CATEGORIAS_NOTICIA, generarNoticias } from './noticias';
import { generarOfertas } from './ofertas';
import { CANALES, MARCAS, PORTALES, esDeAlianza, paraEstudiantesYTitulados } from './portales';
import { seedFerias } from './feria';
import { COORDENADAS_COMUNA } from './coordenadas';
import { CATEGORIAS, generarPerfiles } from './perfil';
import { Prng } from './prng';
import { insertSql } from './sql';

export const CANDIDATO_DEMO = { correo: 'demo@portal.cl', run: '11.111.111-1', clave: 'Demo1234!' };

export interface SeedOptions {
  ofertas: number;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM dominio');
  return (rows[0]?.n ?? 0) > 0;
}

export async function seed(db: Db, { ofertas: cantidadOfertas }: SeedOptions): Promise<void> {
  const prng = new Prng(20261115);
  const sentencias: string[] = [];
  const add = (tabla: string, columnas: string[], filas: Parameters<typeof insertSql>[2]) =>
    sentencias.push(...insertSql(tabla, columnas, filas));

  let idComuna = 0;
  add('region', ['id_region', 'nombre', 'numero'], REGIONES.map((r, i) => [i + 1, r.nombre, r.numero]));
  add(
    'comuna',
    ['id_comuna', 'id_region', 'nombre', 'lat', 'lon'],
    REGIONES.flatMap((r, i) => r.comunas.map((c) => [++idComuna, i + 1, c, ...(COORDENADAS_COMUNA[c] ?? [null, null])])),
  );
  sentencias.push(completarComunasSql());

  add(
    'dominio',
    ['id_dominio', 'dominio', 'nombre', 'descripcion', 'tipo_portal', 'estado', 'feria_inicio', 'feria_termino', 'pre_registro_habilitado', 'url_css', 'logo_url', 'logo_ancho', 'logo_alto', 'icono_url'],
    PORTALES.map((p) => {
      const feria = 'feria' in p ? p.feria : null;
      const estado = 'estado' in p ? p.estado : 'ACTIVADO';
      const marca = MARCAS[p.idDominio];
      const identidad = marca
        ? [`/marcas/${marca.carpeta}/tema.css`, `/marcas/${marca.carpeta}/logo.svg`, marca.ancho, 40, `/marcas/${marca.carpeta}/icono.svg`]
        : [null, null, null, null, null];
      return [p.idDominio, p.dominio, p.nombre, p.descripcion, p.tipo, estado, feria?.inicio ?? null, feria?.termino ?? null, feria?.preRegistro ?? false, ...identidad];
    }),
  );
  add('canal', ['id_canal', 'id_dominio', 'nombre', 'estado'], CANALES.map((c) => [c.idCanal, c.idDominio, c.nombre, c.estado]));

  const empresas = generarEmpresas(prng, new Prng(20261201));
  add(
    'empresa',
    ['id_empresa', 'nombre_fantasia', 'razon_social', 'descripcion', 'url_logo'],
    empresas.map((e) => [e.idEmpresa, e.nombreFantasia, e.razonSocial, e.descripcion, urlLogo(e.idEmpresa, e.nombreFantasia)]),
  );

  // The offers and their positions each draw from a generator of their own, so that what the offers say
  // never changes what the main one draws after them (channels, fair, news).
  const ofertas = generarOfertas(new Prng(20261202), empresas, cantidadOfertas);
  const vacantes = new Prng(20261125);
  const perfiles = generarPerfiles(ofertas);
  add(
    'oferta',
    [
      'id_oferta', 'id_empresa', 'nombre_cargo', 'descripcion_html', 'descripcion_texto', 'nombre_area', 'nombre_tipo_cargo',
      'id_comuna', 'direccion', 'estado', 'fecha_publicacion', 'fecha_expiracion', 'mostrar_sueldo', 'sueldo',
      'anios_experiencia', 'tiempo_contrato', 'confidencial', 'tipo_curriculum_aceptado',
      'jornada', 'grado_escolar', 'es_inclusivo', 'carreras', 'vacantes',
    ],
    ofertas.map((o, i) => [
      o.idOferta, o.idEmpresa, o.nombreCargo, o.descripcionHtml, o.descripcionTexto, o.nombreArea, o.nombreTipoCargo,
      o.idComuna, o.direccion, o.estado, o.fechaPublicacion, o.fechaExpiracion, o.mostrarSueldo, o.sueldo,
      o.aniosExperiencia, o.tiempoContrato, o.confidencial, o.tipoCurriculumAceptado,
      o.jornada, perfiles[i]!.gradoEscolar, perfiles[i]!.esInclusivo, perfiles[i]!.carreras,
      vacantes.chance(0.6) ? 1 : vacantes.int(2, 12),
    ]),
  );
  add('categoria', ['id_categoria', 'nombre', 'slug'], CATEGORIAS.map((c) => [c.idCategoria, c.nombre, c.slug]));
  add(
    'oferta_categoria',
    ['id_categoria', 'id_oferta'],
    ofertas.flatMap((o, i) => perfiles[i]!.idCategorias.map((id) => [id, o.idOferta])),
  );
  const preguntas = ofertas.flatMap((o) => o.preguntas.map((p) => [o.idOferta, p] as const));
  add('oferta_pregunta', ['id_pregunta', 'id_oferta', 'pregunta'], preguntas.map(([id, p], i) => [i + 1, id, p]));
  const documentos = ofertas.flatMap((o) => o.documentos.map((d) => [o.idOferta, d] as const));
  add('oferta_documento', ['id_documento', 'id_oferta', 'nombre'], documentos.map(([id, d], i) => [i + 1, id, d]));

  // Each channel publishes ~6% of the offers, drawn at random; a university's (ALIANZA) only those for
  // students and recent graduates. The first catalogue's list is shuffled whole either way, so later draws
  // stay the same; the added occupations' offers (ocupaciones-agregadas.ts) draw from a generator of their own.
  const iniciales = ofertas.slice(0, cantidadOfertas);
  const porCanal = Math.ceil(iniciales.length * 0.06);
  const sorteo = new Prng(20261203);
  add(
    'oferta_canal',
    ['id_canal', 'id_oferta'],
    CANALES.flatMap((c) => {
      const delCanal = (lista: typeof ofertas) => (esDeAlianza(c.idDominio) ? lista.filter(paraEstudiantesYTitulados) : lista);
      const alAzar = prng.sample(iniciales, iniciales.length);
      const agregadas = ofertas.slice(cantidadOfertas).filter(() => sorteo.chance(0.06));
      return [...delCanal(alAzar).slice(0, porCanal), ...delCanal(agregadas)].map((o) => [c.idCanal, o.idOferta]);
    }),
  );

  sentencias.push(...seedFerias(prng, empresas));

  const noticias = generarNoticias(prng);
  add('noticia_categoria', ['slug', 'nombre'], CATEGORIAS_NOTICIA.map((c) => [c.slug, c.nombre]));
  add(
    'noticia',
    ['id_noticia', 'titulo', 'slug', 'resumen', 'cuerpo_html', 'fecha_publicacion', 'url_imagen', 'categoria', 'autor'],
    noticias.map((n) => [n.idNoticia, n.titulo, n.slug, n.resumen, n.cuerpoHtml, n.fechaPublicacion, null, n.categoria, n.autor]),
  );

  const claveHash = await hash(CANDIDATO_DEMO.clave);
  // The demo candidate's basic data are complete (FINALIZADO); nuevo@portal.cl is confirmed but has none yet.
  const santiago = REGIONES.findIndex((r) => r.nombre === 'Región Metropolitana de Santiago') + 1;
  const comunaSantiago = REGIONES.slice(0, santiago - 1).reduce((n, r) => n + r.comunas.length, 0) + REGIONES[santiago - 1]!.comunas.indexOf('Santiago') + 1;
  const hoy = new Date();
  add(
    'candidato',
    ['id_candidato', 'correo', 'run', 'tipo_documento', 'numero_documento', 'clave_hash', 'nombres', 'apellidos', 'archivo', 'estado', 'correo_confirmado', 'telefono', 'id_region', 'id_comuna', 'fecha_nacimiento', 'genero', 'nacionalidad', 'datos_actualizados'],
    [
      [1, CANDIDATO_DEMO.correo, '111111111', 'RUN', '111111111', claveHash, 'Camila', 'Rojas Muñoz', null, 'FINALIZADO', hoy, '912345678', santiago, comunaSantiago, '1995-04-12', 'FEMENINO', 'Chilena', hoy],
      [2, 'nuevo@portal.cl', '222222222', 'RUN', '222222222', claveHash, 'Matías', 'González Soto', null, 'INCOMPLETO', hoy, null, null, null, null, null, null, null],
    ],
  );
  // The demo candidate looks for technology jobs in Santiago (/recomendadas).
  add('candidato_preferencia', ['id_candidato', 'nombre_area', 'id_region'], [[1, 'Tecnología', santiago]]);

  await db.transaction(async (tx) => {
    for (const sentencia of sentencias) await tx.exec(sentencia);
  });
  // Fresh statistics for the planner, and a visibility map so count and facet run as index-only scans.
  await db.exec('VACUUM ANALYZE');
}
