// The options of every search filter of one portal (GET /api/busqueda/filtros), counted in one pass over
// its active offers in the search thread's in-memory copy (cuentas.ts): always the same counts a search would give.
import { DIAS_PUBLICACION, GRADOS_ESCOLARES, JORNADAS, NOMBRE_JORNADA, OPERADORES_EXP, TIPOS_CURRICULUM, type FiltrosBusqueda } from '@portal/shared/contract';
import { cuentasDe } from './cuentas';
import type { OfertasIndexadas } from './indice/ofertas-indexadas';
import type { Lugar } from './lugares';

const NOMBRES: Record<string, string> = {
  ...NOMBRE_JORNADA,
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

const porCantidad = <T extends { cantidad: number }>(a: T, b: T) => b.cantidad - a.cantidad;

/**
 * The values `cuentas` counts (cuentas.ts), with their counts, in the order they first appear among the offers
 * at `posiciones` (those `excluir` marks left out): options with as many offers keep that order. It reads
 * offers only until every counted value was seen, most often the first few hundred.
 */
function enOrdenDeAparicion(posiciones: Int32Array, valoresDe: (posicion: number) => readonly number[] | number, cuentas: Int32Array, excluir?: Uint8Array): Map<number, number> {
  let faltan = 0;
  for (const cantidad of cuentas) if (cantidad > 0) faltan++;
  const orden = new Map<number, number>();
  const ver = (clave: number) => {
    if (orden.has(clave)) return;
    orden.set(clave, cuentas[clave]!);
    faltan--;
  };
  for (let j = 0; j < posiciones.length && faltan > 0; j++) {
    const posicion = posiciones[j]!;
    if (excluir?.[posicion]) continue;
    const valores = valoresDe(posicion);
    if (typeof valores === 'number') ver(valores);
    else for (const clave of valores) ver(clave);
  }
  return orden;
}

/** `posiciones`: the portal's active offers (a search without filters). */
export function opcionesDeFiltro(o: OfertasIndexadas, posiciones: Int32Array, todos: Lugar[]): FiltrosBusqueda {
  const cuentas = cuentasDe(o, posiciones);
  const texto = (columna: Uint16Array, porCodigo: Int32Array) =>
    [...enOrdenDeAparicion(posiciones, (posicion) => columna[posicion]!, porCodigo)]
      .map(([codigo, cantidad]) => ({ valor: o.textos.valores[codigo]!, nombre: o.textos.valores[codigo]!, cantidad }))
      .sort(porCantidad);
  const enumeracion = (porCodigo: Int32Array, valores: readonly string[]) =>
    valores.map((valor) => ({ valor, nombre: NOMBRES[valor]!, cantidad: porCodigo[o.textos.codigoDe(valor) ?? -1] ?? 0 }));

  const regiones = new Map<number, FiltrosBusqueda['regiones'][number]>();
  for (const lugar of todos) {
    const region = regiones.get(lugar.idRegion) ?? {
      idRegion: lugar.idRegion,
      nombre: lugar.region,
      numero: o.numeroDeRegion.get(lugar.idRegion) ?? '',
      cantidad: 0,
      comunas: [],
    };
    const cantidad = cuentas.comuna[lugar.idComuna] ?? 0;
    region.comunas.push({ idComuna: lugar.idComuna, nombre: lugar.comuna, cantidad });
    region.cantidad += cantidad;
    regiones.set(lugar.idRegion, region);
  }

  const delPortal = new Uint8Array(o.cantidad);
  for (const posicion of posiciones) delPortal[posicion] = 1;
  const carreras = enOrdenDeAparicion(posiciones, (posicion) => o.carreras[posicion]!, cuentas.carrera);
  // Confidential offers never count for their company: that would reveal who published them.
  const publicas = enOrdenDeAparicion(posiciones, (posicion) => o.idEmpresa[posicion]!, cuentas.empresa, o.confidencial);

  return {
    regiones: [...regiones.values()],
    areas: texto(o.area, cuentas.area),
    tiposCargo: texto(o.tipoCargo, cuentas.tipoCargo),
    carreras: [...carreras].map(([codigo, cantidad]) => ({ valor: o.textos.valores[codigo]!, nombre: o.textos.valores[codigo]!, cantidad })).sort(porCantidad),
    jornadas: enumeracion(cuentas.jornada, JORNADAS),
    gradosEscolares: enumeracion(cuentas.gradoEscolar, GRADOS_ESCOLARES),
    tiposCurriculum: enumeracion(cuentas.tipoCurriculum, TIPOS_CURRICULUM),
    categorias: o.categorias.map((categoria) => ({
      ...categoria,
      cantidad: (o.porCategoria.get(categoria.idCategoria) ?? []).filter((posicion) => delPortal[posicion]).length,
    })),
    empresas: [...publicas]
      .map(([idEmpresa, cantidad]) => ({ idEmpresa, nombre: o.empresas.get(idEmpresa)?.nombre ?? '', cantidad }))
      .sort(porCantidad),
    inclusivas: cuentas.inclusivas,
    fechasPublicacion: Object.keys(DIAS_PUBLICACION).map((valor) => ({ valor, nombre: NOMBRES[valor]! })),
    operadoresExp: OPERADORES_EXP.map((valor) => ({ valor, nombre: NOMBRES[valor]! })),
  };
}
