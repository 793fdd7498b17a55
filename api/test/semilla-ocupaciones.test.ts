// The seed's occupations and salaries (issue 13): the catalogue is consistent, every occupation has offers
// in the demo seed from companies that would hire it (issue 22), no offer pays under the minimum wage for its
// hours, and the first companies keep their names.
import crypto from 'node:crypto';
import { AREAS } from '../src/db/seed/areas';
import { generarEmpresas } from '../src/db/seed/empresas';
import { OCUPACIONES } from '../src/db/seed/ocupaciones';
import { fechaBase, generarOfertas } from '../src/db/seed/ofertas';
import { Prng } from '../src/db/seed/prng';
import { REGIONES } from '../src/db/seed/chile';
import { HORAS_JORNADA_COMPLETA, SUELDO_MINIMO, minimoPorHoras } from '../src/db/seed/sueldos';

// As index.ts seeds them.
const empresas = generarEmpresas(new Prng(20261115), new Prng(20261201));
const ofertas = generarOfertas(new Prng(20261202), empresas, 2500);

const horasDe = (texto: string) => Number(/(\d+) horas semanales/.exec(texto)?.[1]);
const mediana = (valores: number[]) => [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)]!;

describe('the occupations catalogue', () => {
  it('gives each occupation a unique key, an existing area and titles no other occupation uses', () => {
    const claves = OCUPACIONES.map((o) => o.clave);
    const titulos = OCUPACIONES.flatMap((o) => o.titulos);
    expect(new Set(claves).size).toBe(claves.length);
    expect(new Set(titulos).size).toBe(titulos.length);
    expect(claves.every((clave) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(clave))).toBe(true);
    const areas = AREAS.map((a) => a.nombre);
    expect(OCUPACIONES.filter((o) => !areas.includes(o.area))).toEqual([]);
    expect(OCUPACIONES.filter((o) => o.sueldo[0] < SUELDO_MINIMO || o.sueldo[0] > o.sueldo[1])).toEqual([]);
  });

  it('covers what Chileans search for most, each occupation with offers in the demo seed', () => {
    const conOfertas = new Set(ofertas.map((o) => o.clave));
    expect(OCUPACIONES.filter((o) => !conOfertas.has(o.clave)).map((o) => o.clave)).toEqual([]);
    const areas = new Set(ofertas.map((o) => o.nombreArea));
    for (const area of ['Gastronomía y Hotelería', 'Seguridad', 'Atención al Cliente', 'Recursos Humanos', 'Diseño y Marketing', 'Prácticas y Primer Empleo']) {
      expect(areas).toContain(area);
    }
    for (const titulo of ['Garzón / Mesera', 'Guardia de Seguridad OS10', 'Ejecutivo/a de Call Center', 'Ayudante de Cocina', 'Analista de RRHH', 'Diseñador/a Gráfico/a']) {
      expect(ofertas.some((o) => o.nombreCargo === titulo)).toBe(true);
    }
  });

  it('keeps the names of the first 150 companies and gives every publishing company offers', () => {
    expect(empresas.slice(0, 150).map((e) => e.nombreFantasia)).toEqual(expect.arrayContaining(['Centro de Salud Austral', 'Centro de Salud Mapocho', 'Logística Tamarugo']));
    expect(empresas[0]!.nombreFantasia).toBe('Centro de Salud Austral');
    expect(empresas[149]!.nombreFantasia).toBe('Logística Tamarugo');
    const publicadoras = new Set(ofertas.map((o) => o.idEmpresa));
    expect(empresas.filter((e) => e.publica !== publicadoras.has(e.idEmpresa))).toEqual([]);
  });
});

describe('the occupations added after the first catalogue (issue 26)', () => {
  it('have offers in the demo seed under the titles Chilean employers write', () => {
    const titulos = new Set(ofertas.map((o) => o.nombreCargo));
    const buscadas = ['Asistente de Párvulos', 'Manipuladora de Alimentos', 'Panadero/a', 'Jardinero/a', 'Cuidadora de Adulto Mayor', 'Nutricionista', 'Matrona', 'Abogado/a', 'Periodista', 'Peluquero/a'];
    expect(buscadas.filter((titulo) => !titulos.has(titulo))).toEqual([]);
  });

  it('leave the first 2,500 offers as they were and the newest page by date to them', () => {
    const base = fechaBase(new Date('2026-11-15T12:00:00Z'));
    const todas = generarOfertas(new Prng(20261202), empresas, 2500, base);
    const huella = crypto.createHash('sha256').update(JSON.stringify(todas.slice(0, 2500))).digest('hex');
    // The digest of the first 2,500 offers before any occupation was added.
    expect(huella).toBe('5c183b6087a0f8cf2f5ccdd15f695cc42a74a87dc18d39eb6fc1f628fcd14016');
    expect(todas.length).toBeGreaterThan(2500);
    const porFecha = [...todas].filter((o) => o.estado === 'ACTIVA').sort((a, b) => b.fechaPublicacion.getTime() - a.fechaPublicacion.getTime());
    expect(porFecha.slice(0, 100).filter((o) => o.idOferta > 2500)).toEqual([]);
  });
});

describe('the companies that publish each occupation', () => {
  const porId = new Map(empresas.map((e) => [e.idEmpresa, e]));
  const empresaDe = (oferta: (typeof ofertas)[number]) => porId.get(oferta.idEmpresa)!;

  it('are of its sector, except for the jobs every company has (guards, cleaners, office staff, trainees)', () => {
    const deTodas = ['Seguridad', 'Aseo y Limpieza', 'Administración', 'Recursos Humanos', 'Prácticas y Primer Empleo'];
    const fuera = ofertas.filter((o) => empresaDe(o).area !== o.nombreArea && !deTodas.includes(o.nombreArea));
    expect(fuera.map((o) => `${o.nombreCargo} en ${empresaDe(o).nombreFantasia}`)).toEqual([]);
  });

  it('are the kind of business that hires it: doctors at clinics and medical centres, chambermaids at hotels', () => {
    const rubros = (clave: string) => [...new Set(ofertas.filter((o) => o.clave === clave).map((o) => empresaDe(o).rubro))].sort();
    expect(rubros('medico')).toEqual(['Centro Médico', 'Clínica']);
    expect(rubros('mucama')).toEqual(['Hotel']);
    expect(rubros('profesor-basica')).toEqual(['Colegio']);
  });
});

describe('the salaries of the seed', () => {
  it('never pays under the minimum wage, part time in proportion to its weekly hours', () => {
    for (const oferta of ofertas) {
      const horas = horasDe(oferta.descripcionTexto);
      expect(horas).toBeLessThanOrEqual(HORAS_JORNADA_COMPLETA);
      expect(oferta.sueldo).toBeGreaterThanOrEqual(minimoPorHoras(horas));
      if (oferta.jornada === 'COMPLETA' || oferta.jornada === 'TURNOS') expect(oferta.sueldo).toBeGreaterThanOrEqual(SUELDO_MINIMO);
    }
  });

  it('says part time in the title or the description of every part-time offer', () => {
    const parciales = ofertas.filter((o) => o.jornada === 'PARCIAL' || o.jornada === 'FINES_DE_SEMANA');
    expect(parciales.length).toBeGreaterThan(100);
    expect(parciales.filter((o) => !/part time/i.test(o.descripcionTexto))).toEqual([]);
    expect(ofertas.filter((o) => /part time/i.test(o.nombreCargo) && o.jornada !== 'PARCIAL')).toEqual([]);
  });

  it('pays more in Santiago and the mining north than in the south-centre for the same occupation', () => {
    const muchas = generarOfertas(new Prng(20261202), empresas, 20_000);
    const regionDe = REGIONES.flatMap((r) => r.comunas.map(() => r.numero));
    const sueldos = (numeros: string[]) =>
      muchas.filter((o) => o.clave === 'guardia-seguridad' && o.jornada === 'COMPLETA' && numeros.includes(regionDe[o.idComuna - 1]!)).map((o) => o.sueldo);
    const alto = mediana(sueldos(['RM', 'II']));
    const bajo = mediana(sueldos(['VII', 'IX', 'XVI']));
    expect(alto).toBeGreaterThan(bajo);
  });
});
