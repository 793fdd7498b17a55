// Offer generator: natural Spanish titles and HTML descriptions, CLP salaries, places weighted by region.
// The same generator makes the 2,500 demo offers and the 50,000 of the benchmarks.
import { AREAS, BENEFICIOS, DOCUMENTOS, PREGUNTAS, TIEMPOS_CONTRATO } from './areas';
import { REGIONES } from './chile';
import type { EmpresaSemilla } from './empresas';
import type { Prng } from './prng';

/** Offers are dated relative to this fixed day so every run produces identical data. */
export const FECHA_BASE = Date.UTC(2026, 10, 15);
const DIA = 86_400_000;

export interface OfertaSemilla {
  idOferta: number;
  idEmpresa: number;
  nombreCargo: string;
  descripcionHtml: string;
  descripcionTexto: string;
  nombreArea: string;
  nombreTipoCargo: string;
  idComuna: number;
  direccion: string | null;
  estado: 'ACTIVA' | 'EXPIRADA';
  fechaPublicacion: Date;
  fechaExpiracion: Date;
  mostrarSueldo: boolean;
  sueldo: number;
  aniosExperiencia: number;
  tiempoContrato: string | null;
  confidencial: boolean;
  tipoCurriculumAceptado: 'NORMAL' | 'NORMAL_ARCHIVO' | 'ARCHIVO';
  preguntas: string[];
  documentos: string[];
}

const CALLES = ['Av. Providencia', 'Av. Libertador Bernardo O’Higgins', 'Calle Prat', 'Av. Colón', 'Calle Freire', 'Av. Pedro de Valdivia'];

/** Comuna ids follow REGIONES order (1…n), as inserted by the seed. */
function comunasConPeso(): { idComuna: number; peso: number }[] {
  let id = 0;
  return REGIONES.flatMap((region) =>
    region.comunas.map((_, index) => ({ idComuna: ++id, peso: (region.peso / region.comunas.length) * (index === 0 ? 3 : 1) })),
  );
}

function lista(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

export function generarOfertas(prng: Prng, empresas: EmpresaSemilla[], cantidad: number): OfertaSemilla[] {
  const comunas = comunasConPeso();
  // The last companies publish nothing, so fair stands with no vacancies exist.
  const publicadoras = empresas.slice(0, Math.max(1, empresas.length - 10));
  const ofertas: OfertaSemilla[] = [];
  for (let idOferta = 1; idOferta <= cantidad; idOferta++) {
    const empresa = prng.pick(publicadoras);
    const area = AREAS[prng.chance(0.8) ? empresa.area : prng.int(0, AREAS.length - 1)]!;
    const cargo = prng.pick(area.cargos);
    const confidencial = prng.chance(0.05);
    const quien = confidencial ? 'Importante empresa' : empresa.nombreFantasia;
    const funciones = prng.sample(area.funciones, prng.int(2, area.funciones.length));
    const requisitos = prng.sample(area.requisitos, prng.int(2, area.requisitos.length));
    const beneficios = prng.sample(BENEFICIOS, prng.int(2, 4));
    const anios = prng.int(0, 5);
    const intro =
      `${quien} busca <strong>${cargo.nombre}</strong> para sumarse a su equipo de ${area.nombre.toLowerCase()}. ` +
      (anios > 0 ? `Se requieren al menos ${anios} años de experiencia.` : 'No se requiere experiencia previa.');
    const descripcionHtml =
      `<p>${intro}</p><p><strong>Funciones principales:</strong></p>${lista(funciones)}` +
      `<p><strong>Requisitos:</strong></p>${lista(requisitos)}<p><strong>Ofrecemos:</strong></p>${lista(beneficios)}`;
    const frases = [intro.replace(/<\/?strong>/g, ''), ...funciones, ...requisitos, ...beneficios];
    const descripcionTexto = `${frases.map((frase) => frase.replace(/\.$/, '')).join('. ')}.`;
    const publicada = FECHA_BASE - prng.int(0, 120) * DIA - prng.int(0, 86_399) * 1000;
    const expirada = prng.chance(0.12);
    const [minimo, maximo] = cargo.sueldo;
    ofertas.push({
      idOferta,
      idEmpresa: empresa.idEmpresa,
      nombreCargo: cargo.nombre,
      descripcionHtml,
      descripcionTexto,
      nombreArea: area.nombre,
      nombreTipoCargo: cargo.tipo,
      idComuna: prng.weighted(comunas, (c) => c.peso).idComuna,
      direccion: prng.chance(0.6) ? `${prng.pick(CALLES)} ${prng.int(100, 3999)}` : null,
      estado: expirada ? 'EXPIRADA' : 'ACTIVA',
      fechaPublicacion: new Date(publicada),
      fechaExpiracion: new Date(FECHA_BASE + (expirada ? -prng.int(1, 30) : prng.int(15, 120)) * DIA),
      mostrarSueldo: prng.chance(0.7),
      sueldo: Math.round((minimo + prng.next() * (maximo - minimo)) / 10_000) * 10_000,
      aniosExperiencia: anios,
      tiempoContrato: prng.chance(0.9) ? prng.pick(TIEMPOS_CONTRATO) : null,
      confidencial,
      tipoCurriculumAceptado: prng.weighted(['NORMAL', 'NORMAL_ARCHIVO', 'ARCHIVO'] as const, (t) => (t === 'NORMAL' ? 6 : 2)),
      preguntas: prng.chance(0.25) ? prng.sample(PREGUNTAS, prng.int(1, 3)) : [],
      documentos: prng.chance(0.15) ? prng.sample(DOCUMENTOS, prng.int(1, 2)) : [],
    });
  }
  return ofertas;
}
