import * as v from 'valibot';
import { PerfilPostulantesSchema } from '@portal/shared/contract';
import { aniosDeExperiencia } from '../src/perfil-postulantes/bandas';
import { entornoDelArchivo } from './support/app-de-prueba';
import { ingresar, jwtDe } from './support/cuentas';

const entorno = entornoDelArchivo();
let demo: string;
beforeAll(async () => {
  demo = await jwtDe(entorno.app, 'demo@portal.cl');
});

const leer = async (jwt: string) =>
  v.parse(PerfilPostulantesSchema, (await entorno.app.inject({ url: '/api/candidato/perfil-postulantes', headers: { authorization: `Bearer ${jwt}` } })).json());
const enCifras = (bandas: { nombre: string; porcentaje: number; tuyo: boolean }[]) => bandas.map((b) => `${b.nombre}: ${b.porcentaje}${b.tuyo ? ' (tú)' : ''}`);

describe('GET /api/candidato/perfil-postulantes', () => {
  it('asks for a session', async () => {
    expect((await entorno.app.inject('/api/candidato/perfil-postulantes')).statusCode).toBe(401);
  });

  it('compares the demo candidate with the seeded applicants of her newest application, in shares of every applicant', async () => {
    const { ofertas } = await leer(demo);
    const [nueva] = ofertas;

    expect(nueva!.postulantes).toBe(13);
    expect(enCifras(nueva!.comparacion!.educacion)).toEqual([
      'Educación media: 8',
      'Técnico de nivel superior: 23',
      'Universitario: 54 (tú)',
      'Postgrado: 15',
    ]);
    expect(enCifras(nueva!.comparacion!.pretension)).toEqual([
      'Hasta $800.000: 8',
      '$800.001 a $1.500.000: 31',
      '$1.500.001 a $2.500.000: 38 (tú)',
      'Más de $2.500.000: 15',
      'Sin informar: 8',
    ]);
    const experiencia = nueva!.comparacion!.experiencia;
    expect(experiencia.filter((b) => b.tuyo)).toHaveLength(1);
    expect(experiencia.find((b) => b.clave === 'MENOS_DE_1')?.porcentaje).toBeGreaterThan(0);
  });

  it('shows nothing about offers with fewer than 5 applicants, and leaves withdrawn applications out', async () => {
    const { ofertas } = await leer(demo);
    // Seven applications seeded, one withdrawn; the second newest has the demo and six others.
    expect(ofertas).toHaveLength(6);
    expect(ofertas[1]!.postulantes).toBe(7);
    for (const oferta of ofertas.slice(2)) expect(oferta).toMatchObject({ postulantes: null, comparacion: null });
  });
});

describe('the seeded applicants', () => {
  it('cannot be signed in to, with the demo password or any other', async () => {
    const respuesta = await ingresar(entorno.app, 'postulante01@portal.cl', 'Demo1234!');
    expect(respuesta.statusCode).toBe(401);
  });
});

describe('years of experience', () => {
  it('adds the months of every job, both ends included, the current one up to today', () => {
    const hoy = new Date('2026-11-24T12:00:00Z');
    expect(aniosDeExperiencia([], hoy)).toBe(0);
    expect(aniosDeExperiencia([{ inicio: '2025-12', termino: null }], hoy)).toBe(1);
    expect(aniosDeExperiencia([{ inicio: '2020-01', termino: '2020-12' }, { inicio: '2024-01', termino: '2024-11' }], hoy)).toBe(1);
    expect(aniosDeExperiencia([{ inicio: '2016-01', termino: null }], hoy)).toBe(10);
  });
});
