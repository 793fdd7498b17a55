// ~200 companies with plausible Chilean names, each in one sector (area): the 150 the seed always had (the
// last ten publish nothing, so fair stands without vacancies exist) and those of the sectors added later.
import { AREAS, SECTORES_FUNDADORES } from './areas';
import type { Prng } from './prng';

const NOMBRES = [
  'Andes', 'del Pacífico', 'Austral', 'Los Robles', 'San Rafael', 'Cordillera', 'Araucaria', 'Patagonia',
  'Santa Elena', 'Los Aromos', 'El Roble', 'Quillay', 'Llaima', 'Atacama', 'Norte Grande', 'Valle Central',
  'Costanera', 'Mapocho', 'Lircay', 'Maipo', 'Huemul', 'Copihue', 'Tamarugo', 'Alerce', 'Pehuén', 'Cóndor',
  'Aconcagua', 'Licancabur', 'Tralca', 'Los Castaños', 'Santa Lucía', 'Puerto Claro', 'Bahía Azul', 'Las Vertientes',
];
const SOCIEDADES = ['SpA', 'S.A.', 'Ltda.'];
const FUNDADORAS = 150;
const SIN_OFERTAS = 10;
/** Companies of each sector added after the first 150 (sectors without company names get none). */
const POR_SECTOR_NUEVO = 5;

export interface EmpresaSemilla {
  idEmpresa: number;
  nombreFantasia: string;
  razonSocial: string;
  descripcion: string;
  /** Its sector: an AREAS name. */
  area: string;
  /** The kind of business its name opens with, one of its sector's `rubros` ("Clínica", "Hotel"). */
  rubro: string;
  /** Whether it has offers (the last ten of the first 150 have none). */
  publica: boolean;
}

function empresa(prng: Prng, idEmpresa: number, rubro: string, nombre: string, area: string, publica: boolean): EmpresaSemilla {
  return {
    idEmpresa,
    rubro,
    nombreFantasia: nombre,
    razonSocial: `${nombre} ${prng.pick(SOCIEDADES)}`,
    descripcion:
      `${nombre} es una empresa chilena del rubro ${area.toLowerCase()} con más de ` +
      `${prng.int(3, 40)} años de trayectoria y un equipo de ${prng.int(2, 90) * 10} personas.`,
    area,
    publica,
  };
}

/**
 * The first 150 draw from `prng`, the seed's main generator, exactly as they always did (the same names,
 * ids and sectors); the later ones from `propio`, so adding sectors never renames the first ones.
 */
export function generarEmpresas(prng: Prng, propio: Prng): EmpresaSemilla[] {
  const usados = new Set<string>();
  const empresas: EmpresaSemilla[] = [];
  while (empresas.length < FUNDADORAS) {
    const area = SECTORES_FUNDADORES[prng.int(0, SECTORES_FUNDADORES.length - 1)]!;
    const sector = AREAS.find((a) => a.nombre === area)!;
    const rubro = prng.pick(sector.rubros);
    const nombre = `${rubro} ${prng.pick(NOMBRES)}`;
    if (usados.has(nombre)) continue;
    usados.add(nombre);
    empresas.push(empresa(prng, empresas.length + 1, rubro, nombre, area, empresas.length < FUNDADORAS - SIN_OFERTAS));
  }
  const nuevos = AREAS.filter((a) => !(SECTORES_FUNDADORES as readonly string[]).includes(a.nombre) && a.rubros.length);
  for (const sector of nuevos) {
    for (let n = 0; n < POR_SECTOR_NUEVO; ) {
      const rubro = propio.pick(sector.rubros);
      const nombre = `${rubro} ${propio.pick(NOMBRES)}`;
      if (usados.has(nombre)) continue;
      usados.add(nombre);
      empresas.push(empresa(propio, empresas.length + 1, rubro, nombre, sector.nombre, true));
      n++;
    }
  }
  return empresas;
}
