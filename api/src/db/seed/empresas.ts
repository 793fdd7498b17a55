// ~150 companies with plausible Chilean names, each in one sector (area).
import { AREAS } from './areas';
import type { Prng } from './prng';

const NOMBRES = [
  'Andes', 'del Pacífico', 'Austral', 'Los Robles', 'San Rafael', 'Cordillera', 'Araucaria', 'Patagonia',
  'Santa Elena', 'Los Aromos', 'El Roble', 'Quillay', 'Llaima', 'Atacama', 'Norte Grande', 'Valle Central',
  'Costanera', 'Mapocho', 'Lircay', 'Maipo', 'Huemul', 'Copihue', 'Tamarugo', 'Alerce', 'Pehuén', 'Cóndor',
  'Aconcagua', 'Licancabur', 'Tralca', 'Los Castaños', 'Santa Lucía', 'Puerto Claro', 'Bahía Azul', 'Las Vertientes',
];
const SOCIEDADES = ['SpA', 'S.A.', 'Ltda.'];

export interface EmpresaSemilla {
  idEmpresa: number;
  nombreFantasia: string;
  razonSocial: string;
  descripcion: string;
  area: number;
}

export function generarEmpresas(prng: Prng, cantidad = 150): EmpresaSemilla[] {
  const usados = new Set<string>();
  const empresas: EmpresaSemilla[] = [];
  while (empresas.length < cantidad) {
    const area = prng.int(0, AREAS.length - 1);
    const sector = AREAS[area]!;
    const nombre = `${prng.pick(sector.rubros)} ${prng.pick(NOMBRES)}`;
    if (usados.has(nombre)) continue;
    usados.add(nombre);
    const idEmpresa = empresas.length + 1;
    empresas.push({
      idEmpresa,
      nombreFantasia: nombre,
      razonSocial: `${nombre} ${prng.pick(SOCIEDADES)}`,
      descripcion:
        `${nombre} es una empresa chilena del rubro ${sector.nombre.toLowerCase()} con más de ` +
        `${prng.int(3, 40)} años de trayectoria y un equipo de ${prng.int(2, 90) * 10} personas.`,
      area,
    });
  }
  return empresas;
}
