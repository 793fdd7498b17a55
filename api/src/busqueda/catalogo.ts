// The options of every search filter of one portal (GET /api/busqueda/filtros), counted over its active
// offers: one GROUPING SETS pass for the plain columns, one each for careers and categories.
import { DIAS_PUBLICACION, GRADOS_ESCOLARES, JORNADAS, OPERADORES_EXP, TIPOS_CURRICULUM, type FiltrosBusqueda } from '@portal/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/db';
import type { Database } from '../db/tables';
import { ofertasDelPortal, type Portal } from './filtros';
import { lugares } from './lugares';

const NOMBRES: Record<string, string> = {
  COMPLETA: 'Jornada completa',
  PARCIAL: 'Part time o media jornada',
  TURNOS: 'Por turnos',
  FINES_DE_SEMANA: 'Fines de semana',
  BASICA: 'Enseñanza básica',
  MEDIA: 'Enseñanza media',
  TECNICO: 'Técnico de nivel superior',
  UNIVERSITARIO: 'Universitaria',
  POSTGRADO: 'Postgrado',
  NORMAL: 'Currículum del portal',
  NORMAL_ARCHIVO: 'Currículum del portal o en archivo',
  ARCHIVO: 'Currículum en archivo',
  HOY: 'Hoy',
  ULTIMOS_3_DIAS: 'Últimos 3 días',
  ULTIMA_SEMANA: 'Última semana',
  ULTIMAS_2_SEMANAS: 'Últimas 2 semanas',
  ULTIMO_MES: 'Último mes',
  IGUAL: 'Exactamente',
  MAYOR_IGUAL: 'Al menos',
  MENOR_IGUAL: 'Hasta',
  ENTRE: 'Entre',
};

type Fila = Record<'id_comuna' | 'nombre_area' | 'nombre_tipo_cargo' | 'jornada' | 'grado_escolar' | 'tipo_curriculum_aceptado' | 'id_empresa', string | number | null> & {
  n: number;
  publicas: number;
  inclusivas: number;
};

const porCantidad = <T extends { cantidad: number }>(a: T, b: T) => b.cantidad - a.cantidad;

export async function opcionesDeFiltro(k: Kysely<Database>, db: Db, portal: Portal): Promise<FiltrosBusqueda> {
  const activas = () => ofertasDelPortal(k, portal);
  const [grupos, carreras, categorias, todos, empresas] = await Promise.all([
    activas()
      .select([
        'o.id_comuna', 'o.nombre_area', 'o.nombre_tipo_cargo', 'o.jornada', 'o.grado_escolar', 'o.tipo_curriculum_aceptado', 'o.id_empresa',
        sql<number>`count(*)::int`.as('n'),
        sql<number>`(count(*) FILTER (WHERE NOT o.confidencial))::int`.as('publicas'),
        sql<number>`(count(*) FILTER (WHERE o.es_inclusivo))::int`.as('inclusivas'),
      ])
      .groupBy(sql`GROUPING SETS ((o.id_comuna), (o.nombre_area), (o.nombre_tipo_cargo), (o.jornada), (o.grado_escolar), (o.tipo_curriculum_aceptado), (o.id_empresa), ())` as never)
      .execute() as Promise<Fila[]>,
    activas()
      .select([sql<string>`unnest(o.carreras)`.as('valor'), sql<number>`count(*)::int`.as('cantidad')])
      .groupBy(sql`1` as never)
      .execute(),
    k
      .selectFrom('categoria as ca')
      .leftJoin(
        activas().innerJoin('oferta_categoria as oc', 'oc.id_oferta', 'o.id_oferta').select(['oc.id_categoria', sql<number>`count(*)::int`.as('n')]).groupBy('oc.id_categoria').as('c'),
        'c.id_categoria',
        'ca.id_categoria',
      )
      .select(['ca.id_categoria as idCategoria', 'ca.nombre', 'ca.slug', sql<number>`coalesce(c.n, 0)`.as('cantidad')])
      .orderBy('ca.id_categoria')
      .execute(),
    lugares(db),
    k.selectFrom('empresa').select(['id_empresa', 'nombre_fantasia']).execute(),
  ]);

  const de = (columna: keyof Fila) => grupos.filter((g) => g[columna] !== null);
  const cuenta = (columna: keyof Fila, valor: string | number) => de(columna).find((g) => g[columna] === valor)?.n ?? 0;
  const enumeracion = (columna: keyof Fila, valores: readonly string[]) =>
    valores.map((valor) => ({ valor, nombre: NOMBRES[valor]!, cantidad: cuenta(columna, valor) }));
  const texto = (columna: keyof Fila) =>
    de(columna).map((g) => ({ valor: String(g[columna]), nombre: String(g[columna]), cantidad: g.n })).sort(porCantidad);
  const nombreEmpresa = new Map(empresas.map((e) => [e.id_empresa, e.nombre_fantasia]));
  const total = grupos.find((g) => (['id_comuna', 'nombre_area', 'nombre_tipo_cargo', 'jornada', 'grado_escolar', 'tipo_curriculum_aceptado', 'id_empresa'] as const).every((c) => g[c] === null));

  const regiones = new Map<number, FiltrosBusqueda['regiones'][number]>();
  for (const lugar of todos) {
    const region = regiones.get(lugar.idRegion) ?? { idRegion: lugar.idRegion, nombre: lugar.region, numero: '', cantidad: 0, comunas: [] };
    const cantidad = cuenta('id_comuna', lugar.idComuna);
    region.comunas.push({ idComuna: lugar.idComuna, nombre: lugar.comuna, cantidad });
    region.cantidad += cantidad;
    regiones.set(lugar.idRegion, region);
  }
  const numeros = await k.selectFrom('region').select(['id_region', 'numero']).execute();
  for (const { id_region, numero } of numeros) if (regiones.has(id_region)) regiones.get(id_region)!.numero = numero;

  return {
    regiones: [...regiones.values()],
    areas: texto('nombre_area'),
    tiposCargo: texto('nombre_tipo_cargo'),
    carreras: carreras.map((c) => ({ valor: c.valor, nombre: c.valor, cantidad: c.cantidad })).sort(porCantidad),
    jornadas: enumeracion('jornada', JORNADAS),
    gradosEscolares: enumeracion('grado_escolar', GRADOS_ESCOLARES),
    tiposCurriculum: enumeracion('tipo_curriculum_aceptado', TIPOS_CURRICULUM),
    categorias,
    empresas: de('id_empresa')
      .filter((g) => g.publicas > 0)
      .map((g) => ({ idEmpresa: Number(g.id_empresa), nombre: nombreEmpresa.get(Number(g.id_empresa)) ?? '', cantidad: g.publicas }))
      .sort(porCantidad),
    inclusivas: total?.inclusivas ?? 0,
    fechasPublicacion: Object.keys(DIAS_PUBLICACION).map((valor) => ({ valor, nombre: NOMBRES[valor]! })),
    operadoresExp: OPERADORES_EXP.map((valor) => ({ valor, nombre: NOMBRES[valor]! })),
  };
}
