// The options of every search filter of one portal (GET /api/busqueda/filtros), counted in one pass over
// its active offers in the search thread's in-memory copy: always the same counts a search would give.
import { DIAS_PUBLICACION, GRADOS_ESCOLARES, JORNADAS, NOMBRE_JORNADA, OPERADORES_EXP, TIPOS_CURRICULUM, type FiltrosBusqueda } from '@portal/shared/contract';
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
 * How many of the offers have each value of a column (codes or ids, small whole numbers), leaving out those
 * `excluir` marks. Counted in a typed array, not a Map: a search's first page counts every column over all its
 * matches, 200,000 for a search without a keyword.
 */
function contar(posiciones: Int32Array, columna: ArrayLike<number>, excluir?: Uint8Array): Map<number, number> {
  let cuentas = new Int32Array(1024);
  const vistas: number[] = [];
  for (let j = 0; j < posiciones.length; j++) {
    const posicion = posiciones[j]!;
    if (excluir?.[posicion]) continue;
    const clave = columna[posicion]!;
    if (clave >= cuentas.length) {
      const mayor = new Int32Array(Math.max(clave + 1, cuentas.length * 2));
      mayor.set(cuentas);
      cuentas = mayor;
    }
    if (cuentas[clave]!++ === 0) vistas.push(clave);
  }
  // In the order the values first appear, as before: options with as many offers keep their order.
  return new Map(vistas.map((clave) => [clave, cuentas[clave]!]));
}

/** `posiciones`: the portal's active offers (a search without filters). */
export function opcionesDeFiltro(o: OfertasIndexadas, posiciones: Int32Array, todos: Lugar[]): FiltrosBusqueda {
  const texto = (columna: Uint16Array) =>
    [...contar(posiciones, columna)]
      .map(([codigo, cantidad]) => ({ valor: o.textos.valores[codigo]!, nombre: o.textos.valores[codigo]!, cantidad }))
      .sort(porCantidad);
  const enumeracion = (columna: Uint16Array, valores: readonly string[]) => {
    const cuentas = contar(posiciones, columna);
    return valores.map((valor) => ({ valor, nombre: NOMBRES[valor]!, cantidad: cuentas.get(o.textos.codigoDe(valor) ?? -1) ?? 0 }));
  };

  const porComuna = contar(posiciones, o.idComuna);
  const regiones = new Map<number, FiltrosBusqueda['regiones'][number]>();
  for (const lugar of todos) {
    const region = regiones.get(lugar.idRegion) ?? {
      idRegion: lugar.idRegion,
      nombre: lugar.region,
      numero: o.numeroDeRegion.get(lugar.idRegion) ?? '',
      cantidad: 0,
      comunas: [],
    };
    const cantidad = porComuna.get(lugar.idComuna) ?? 0;
    region.comunas.push({ idComuna: lugar.idComuna, nombre: lugar.comuna, cantidad });
    region.cantidad += cantidad;
    regiones.set(lugar.idRegion, region);
  }

  const delPortal = new Uint8Array(o.cantidad);
  for (const posicion of posiciones) delPortal[posicion] = 1;
  const porCarrera = new Int32Array(o.textos.valores.length);
  const vistas: number[] = [];
  let inclusivas = 0;
  for (let j = 0; j < posiciones.length; j++) {
    const posicion = posiciones[j]!;
    for (const codigo of o.carreras[posicion]!) if (porCarrera[codigo]!++ === 0) vistas.push(codigo);
    inclusivas += o.esInclusivo[posicion]!;
  }
  const carreras = new Map(vistas.map((codigo) => [codigo, porCarrera[codigo]!]));
  // Confidential offers never count for their company: that would reveal who published them.
  const publicas = contar(posiciones, o.idEmpresa, o.confidencial);

  return {
    regiones: [...regiones.values()],
    areas: texto(o.area),
    tiposCargo: texto(o.tipoCargo),
    carreras: [...carreras].map(([codigo, cantidad]) => ({ valor: o.textos.valores[codigo]!, nombre: o.textos.valores[codigo]!, cantidad })).sort(porCantidad),
    jornadas: enumeracion(o.jornada, JORNADAS),
    gradosEscolares: enumeracion(o.gradoEscolar, GRADOS_ESCOLARES),
    tiposCurriculum: enumeracion(o.tipoCurriculum, TIPOS_CURRICULUM),
    categorias: o.categorias.map((categoria) => ({
      ...categoria,
      cantidad: (o.porCategoria.get(categoria.idCategoria) ?? []).filter((posicion) => delPortal[posicion]).length,
    })),
    empresas: [...publicas]
      .map(([idEmpresa, cantidad]) => ({ idEmpresa, nombre: o.empresas.get(idEmpresa)?.nombre ?? '', cantidad }))
      .sort(porCantidad),
    inclusivas,
    fechasPublicacion: Object.keys(DIAS_PUBLICACION).map((valor) => ({ valor, nombre: NOMBRES[valor]! })),
    operadoresExp: OPERADORES_EXP.map((valor) => ({ valor, nombre: NOMBRES[valor]! })),
  };
}
