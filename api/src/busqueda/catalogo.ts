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

/** How many of the offers have each value of a column (codes or ids). */
function contar(posiciones: Int32Array, valor: (posicion: number) => number): Map<number, number> {
  const cuentas = new Map<number, number>();
  for (const posicion of posiciones) {
    const clave = valor(posicion);
    cuentas.set(clave, (cuentas.get(clave) ?? 0) + 1);
  }
  return cuentas;
}

/** `posiciones`: the portal's active offers (a search without filters). */
export function opcionesDeFiltro(o: OfertasIndexadas, posiciones: Int32Array, todos: Lugar[]): FiltrosBusqueda {
  const texto = (columna: Uint16Array) =>
    [...contar(posiciones, (i) => columna[i]!)]
      .map(([codigo, cantidad]) => ({ valor: o.textos.valores[codigo]!, nombre: o.textos.valores[codigo]!, cantidad }))
      .sort(porCantidad);
  const enumeracion = (columna: Uint16Array, valores: readonly string[]) => {
    const cuentas = contar(posiciones, (i) => columna[i]!);
    return valores.map((valor) => ({ valor, nombre: NOMBRES[valor]!, cantidad: cuentas.get(o.textos.codigoDe(valor) ?? -1) ?? 0 }));
  };

  const porComuna = contar(posiciones, (i) => o.idComuna[i]!);
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
  const carreras = new Map<number, number>();
  let inclusivas = 0;
  for (const posicion of posiciones) {
    for (const codigo of o.carreras[posicion]!) carreras.set(codigo, (carreras.get(codigo) ?? 0) + 1);
    inclusivas += o.esInclusivo[posicion]!;
  }
  // Confidential offers never count for their company: that would reveal who published them.
  const publicas = contar(
    posiciones.filter((i) => !o.confidencial[i]),
    (i) => o.idEmpresa[i]!,
  );

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
