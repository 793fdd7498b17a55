// Offer generator: the occupations of ocupaciones.ts in the titles Chilean employers write, HTML
// descriptions that say the working hours, gross monthly salaries in CLP by occupation and region, places
// weighted by region. The same generator makes the 2,500 demo offers and the 50,000 of the benchmarks.
import type { JORNADAS } from '@portal/shared/contract';
import { diaEnChile } from '@portal/shared/format';
import { AREAS, BENEFICIOS, DOCUMENTOS, PREGUNTAS, type AreaSemilla } from './areas';
import { REGIONES } from './chile';
import type { EmpresaSemilla } from './empresas';
import { OCUPACIONES_AGREGADAS } from './ocupaciones-agregadas';
import { OCUPACIONES_INICIALES, type Ocupacion } from './ocupaciones';
import type { Prng } from './prng';
import { sueldoOfrecido, type Jornada } from './sueldos';

const DIA = 86_400_000;

/**
 * The day offers and news are dated from: the day in Chile the database is seeded (SEMILLA_FECHA=YYYY-MM-DD
 * pins another). A new database's offers are live, published over the last four months and closing over the
 * next four, as on a real portal; a fixed day let them expire from search a few weeks after it. Everything
 * else is identical from one run to the next, and so are the dates of one Chilean day's runs: the pages say
 * «hoy», «ayer» and «Nueva» by Chile's calendar, so a UTC day would shift them in Chile's evening.
 */
export function fechaBase(hoy = new Date()): number {
  const fijada = process.env.SEMILLA_FECHA;
  const dia = new Date(`${fijada ?? diaEnChile(hoy)}T00:00:00Z`);
  if (Number.isNaN(dia.getTime())) throw new Error(`SEMILLA_FECHA=${String(fijada)}: escribe la fecha como AAAA-MM-DD.`);
  return Date.UTC(dia.getUTCFullYear(), dia.getUTCMonth(), dia.getUTCDate());
}

export interface OfertaSemilla {
  idOferta: number;
  idEmpresa: number;
  /** The occupation (ocupaciones.ts) whose title it carries. */
  clave: string;
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
  jornada: (typeof JORNADAS)[number];
  aniosExperiencia: number;
  tiempoContrato: string | null;
  confidencial: boolean;
  tipoCurriculumAceptado: 'NORMAL' | 'NORMAL_ARCHIVO' | 'ARCHIVO';
  preguntas: string[];
  documentos: string[];
}

const CALLES = ['Av. Providencia', 'Av. Libertador Bernardo O’Higgins', 'Calle Prat', 'Av. Colón', 'Calle Freire', 'Av. Pedro de Valdivia'];
const CONTRATOS = [['Indefinido', 10], ['Plazo fijo', 6], ['Por proyecto', 1], ['Reemplazo', 1]] as const;

/** Where Santiago's offices are: office jobs are published there four times as often as elsewhere in the city. */
const COMUNAS_DE_OFICINAS = ['Santiago', 'Providencia', 'Las Condes', 'Vitacura', 'Huechuraba'];
const CARGOS_DE_OFICINA: readonly string[] = ['Profesional', 'Jefatura', 'Gerencia', 'Administrativo'];

/** The areas whose jobs any company hires for, whatever its sector. */
const TRANSVERSALES: readonly string[] = ['Seguridad', 'Aseo y Limpieza', 'Administración', 'Recursos Humanos', 'Prácticas y Primer Empleo'];

interface ComunaSemilla {
  idComuna: number;
  region: string;
  peso: number;
  /** The weight of office jobs. */
  pesoOficina: number;
}

/** Comuna ids follow REGIONES order (1…n), as inserted by the seed; a region's capital weighs three times. */
function comunasConPeso(): ComunaSemilla[] {
  let id = 0;
  return REGIONES.flatMap((region) =>
    region.comunas.map((nombre, index) => {
      const peso = (region.peso / region.comunas.length) * (index === 0 ? 3 : 1);
      return { idComuna: ++id, region: region.numero, peso, pesoOficina: region.numero === 'RM' && COMUNAS_DE_OFICINAS.includes(nombre) ? peso * 4 : peso };
    }),
  );
}

/** Working hours the title names; null when it names none. */
function jornadaDelTitulo(titulo: string): Jornada | null {
  if (/part time/i.test(titulo)) return 'PARCIAL';
  if (/fin de semana/i.test(titulo)) return 'FINES_DE_SEMANA';
  if (/turno/i.test(titulo)) return 'TURNOS';
  return null;
}

function textoJornada(jornada: Jornada, horas: number): string {
  switch (jornada) {
    case 'PARCIAL':
      return `Jornada part time de ${horas} horas semanales, de lunes a sábado según turno.`;
    case 'FINES_DE_SEMANA':
      return `Jornada part time de fin de semana: sábado, domingo y festivos, ${horas} horas semanales.`;
    case 'TURNOS':
      return `Jornada completa en sistema de turnos rotativos de ${horas} horas semanales, incluidos turnos de noche.`;
    default:
      return `Jornada completa de ${horas} horas semanales, de lunes a viernes.`;
  }
}

function contrato(prng: Prng, ocupacion: Ocupacion): string | null {
  if (ocupacion.tipo === 'Práctica') return 'Práctica profesional';
  if (ocupacion.clave === 'temporero') return 'Por temporada';
  return prng.chance(0.9) ? prng.weighted(CONTRATOS, ([, peso]) => peso)[0] : null;
}

function aniosExperiencia(prng: Prng, ocupacion: Ocupacion): number {
  if (ocupacion.area === 'Prácticas y Primer Empleo') return 0;
  if (ocupacion.tipo === 'Jefatura' || ocupacion.tipo === 'Gerencia') return prng.int(2, 5);
  return ocupacion.tipo === 'Operario' ? prng.weighted([0, 0, 1, 2], () => 1) : prng.int(0, 5);
}

function lista(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

/**
 * The title of the occupation's n-th offer. The first is the one most employers write: three offers in five
 * carry it, the other two take the other titles in turn, so it stays the most common one at any count.
 */
function titulo(ocupacion: Ocupacion, n: number): string {
  const [primero, ...otros] = ocupacion.titulos;
  const ronda = n % 5;
  return !otros.length || ronda < 3 ? primero! : otros[(2 * Math.floor(n / 5) + ronda - 3) % otros.length]!;
}

/** The added occupations' offers are at least this old, so the newest offers and the first page by date stay the first catalogue's. */
const DIAS_AGREGADAS = 7;

const pesoTotal = (ocupaciones: Ocupacion[]) => ocupaciones.reduce((suma, o) => suma + o.peso, 0);

/**
 * `cantidad` offers of the first catalogue (ocupaciones.ts), then those of the occupations added after it
 * (ocupaciones-agregadas.ts) in proportion to their weight, from the same generator: the first `cantidad`
 * keep their ids and content whatever is added, and the catalogue's shares hold at any count.
 */
export function generarOfertas(prng: Prng, empresas: EmpresaSemilla[], cantidad: number, base = fechaBase()): OfertaSemilla[] {
  const comunas = comunasConPeso();
  const publicadoras = empresas.filter((e) => e.publica);
  const areas = new Map<string, AreaSemilla>(AREAS.map((a) => [a.nombre, a]));
  const delSector = new Map<string, EmpresaSemilla[]>();
  for (const e of publicadoras) delSector.set(e.area, [...(delSector.get(e.area) ?? []), e]);
  // Companies without an offer yet go first, so that every company that publishes has some.
  const sinOfertas = new Set(publicadoras);
  const publicadas = new Map<Ocupacion, number>();
  const ofertas: OfertaSemilla[] = [];
  const agregar = (ocupaciones: Ocupacion[], hasta: number, diasMinimos: number) => {
    for (let idOferta = ofertas.length + 1; idOferta <= hasta; idOferta++) {
      const ocupacion = prng.weighted(ocupaciones, (x) => x.peso);
      const area = areas.get(ocupacion.area)!;
      // Most offers come from a company of the sector; the jobs every company has (guards, cleaners, office
      // staff, trainees) also from any other, but never a doctor at a café nor a cook at a mine.
      const sector = delSector.get(area.nombre);
      const delRubro = sector?.filter((e) => !ocupacion.rubros || ocupacion.rubros.includes(e.rubro));
      const propia = sector !== undefined && prng.chance(0.85);
      const candidatas = delRubro?.length && (propia || !TRANSVERSALES.includes(area.nombre)) ? delRubro : publicadoras;
      const nuevas = sinOfertas.size ? candidatas.filter((e) => sinOfertas.has(e)) : [];
      const empresa = prng.pick(nuevas.length ? nuevas : candidatas);
      sinOfertas.delete(empresa);
      const n = publicadas.get(ocupacion) ?? 0;
      publicadas.set(ocupacion, n + 1);
      const nombreCargo = titulo(ocupacion, n);
      const regionales = ocupacion.regiones && prng.chance(0.9) ? comunas.filter((c) => ocupacion.regiones!.includes(c.region)) : comunas;
      const oficina = CARGOS_DE_OFICINA.includes(ocupacion.tipo);
      const comuna = prng.weighted(regionales, (c) => (oficina ? c.pesoOficina : c.peso));
      const jornada = jornadaDelTitulo(nombreCargo) ?? (ocupacion.turnos && prng.chance(0.4) ? 'TURNOS' : 'COMPLETA');
      const { sueldo, horas } = sueldoOfrecido(prng, ocupacion.sueldo, jornada, comuna.region);
      const confidencial = prng.chance(0.05);
      const quien = confidencial ? 'Importante empresa' : empresa.nombreFantasia;
      const funciones = prng.sample(area.funciones, prng.int(2, area.funciones.length));
      const requisitos = [...(ocupacion.requisitos ?? []), ...prng.sample(area.requisitos, prng.int(1, area.requisitos.length))];
      const beneficios = prng.sample([...(area.beneficios ?? []), ...BENEFICIOS], prng.int(2, 4));
      const anios = aniosExperiencia(prng, ocupacion);
      const intro =
        `${quien} busca <strong>${nombreCargo}</strong> para sumarse a su ${area.equipo ?? `equipo de ${area.nombre.toLowerCase()}`}. ` +
        (anios > 0 ? `Se requieren al menos ${anios} ${anios === 1 ? 'año' : 'años'} de experiencia.` : 'No se requiere experiencia previa.');
      const horario = textoJornada(jornada, horas);
      const descripcionHtml =
        `<p>${intro}</p><p><strong>Jornada:</strong> ${horario}</p><p><strong>Funciones principales:</strong></p>${lista(funciones)}` +
        `<p><strong>Requisitos:</strong></p>${lista(requisitos)}<p><strong>Ofrecemos:</strong></p>${lista(beneficios)}`;
      const frases = [intro.replace(/<\/?strong>/g, ''), horario, ...funciones, ...requisitos, ...beneficios];
      const descripcionTexto = `${frases.map((frase) => frase.replace(/\.$/, '')).join('. ')}.`;
      const publicada = base - prng.int(diasMinimos, 120) * DIA - prng.int(0, 86_399) * 1000;
      const expirada = prng.chance(0.12);
      ofertas.push({
        idOferta,
        idEmpresa: empresa.idEmpresa,
        clave: ocupacion.clave,
        nombreCargo,
        descripcionHtml,
        descripcionTexto,
        nombreArea: area.nombre,
        nombreTipoCargo: ocupacion.tipo,
        idComuna: comuna.idComuna,
        direccion: prng.chance(0.6) ? `${prng.pick(CALLES)} ${prng.int(100, 3999)}` : null,
        estado: expirada ? 'EXPIRADA' : 'ACTIVA',
        fechaPublicacion: new Date(publicada),
        fechaExpiracion: new Date(base + (expirada ? -prng.int(1, 30) : prng.int(15, 120)) * DIA),
        mostrarSueldo: prng.chance(0.7),
        sueldo,
        jornada,
        aniosExperiencia: anios,
        tiempoContrato: contrato(prng, ocupacion),
        confidencial,
        tipoCurriculumAceptado: prng.weighted(['NORMAL', 'NORMAL_ARCHIVO', 'ARCHIVO'] as const, (t) => (t === 'NORMAL' ? 6 : 2)),
        preguntas: prng.chance(0.25) ? prng.sample(PREGUNTAS, prng.int(1, 3)) : [],
        documentos: prng.chance(0.15) ? prng.sample(DOCUMENTOS, prng.int(1, 2)) : [],
      });
    }
  };
  agregar(OCUPACIONES_INICIALES, cantidad, 0);
  agregar(OCUPACIONES_AGREGADAS, cantidad + Math.round((cantidad * pesoTotal(OCUPACIONES_AGREGADAS)) / pesoTotal(OCUPACIONES_INICIALES)), DIAS_AGREGADAS);
  return ofertas;
}
