// How long the api's event loop is held while CV PDFs are drawn: 8 full CVs (every section at its limit, a
// 1 MB PNG photo) asked for at once through curriculumPdf, while a 1 ms timer notes the longest gap between
// its turns (drawn on this thread, the gap is the whole drawing).
//   npx tsx api/bench/pdf-hilo.ts
import type { Curriculum } from '@portal/shared/contract';
import { curriculumPdf } from '../src/curriculum/pdf';
import { pngDeRuido } from '../test/support/pdf';

const texto = (n: number) => 'Coordinación de turnos, atención de público y cuadratura de caja. '.repeat(40).slice(0, n);
const cv = {
  nombre: 'Camila Rojas Muñoz',
  perfil: { resumen: texto(2000), cargoDeseado: 'Jefa de local', pretensionRenta: 1_200_000, disponibilidad: 'INMEDIATA', jornadas: ['COMPLETA'], modalidades: ['PRESENCIAL'], licencias: ['B'] },
  experiencias: Array.from({ length: 20 }, (_, i) => ({ idExperiencia: i, cargo: `Encargada ${i}`, empresa: 'Supermercado Ñuble', inicio: '2015-01', termino: '2016-02', descripcion: texto(2000) })),
  estudios: Array.from({ length: 10 }, (_, i) => ({ idEstudio: i, nivel: 'UNIVERSITARIO', institucion: `Universidad ${i}`, carrera: 'Ingeniería comercial', estado: 'TITULADO', inicio: '2008-03', termino: '2012-12' })),
  idiomas: Array.from({ length: 10 }, (_, i) => ({ idIdioma: i, idioma: 'Inglés', nivel: 'AVANZADO' })),
  habilidades: Array.from({ length: 30 }, (_, i) => ({ idHabilidad: i, nombre: `Habilidad número ${i}` })),
} as unknown as Curriculum;
const contacto = { correo: 'camila@correo.cl', telefono: '912345678', lugar: 'Ñuñoa' };
const foto = pngDeRuido(580, 570);

async function ronda(n: number) {
  const huecos: number[] = [];
  let ultimo = performance.now();
  let seguir = true;
  const turno = () => {
    const ahora = performance.now();
    huecos.push(ahora - ultimo);
    ultimo = ahora;
    if (seguir) setTimeout(turno, 1);
  };
  setTimeout(turno, 1);
  await new Promise((listo) => setTimeout(listo, 20));
  const inicio = performance.now();
  await Promise.all(Array.from({ length: n }, () => curriculumPdf(cv, contacto, foto)));
  const total = performance.now() - inicio;
  await new Promise((listo) => setTimeout(listo, 5));
  seguir = false;
  huecos.sort((a, b) => a - b);
  return { total, max: huecos.at(-1)!, p50: huecos[Math.floor(huecos.length / 2)]! };
}

void (async () => {
  await ronda(1); // warm-up: starts the thread and compiles the code
  for (let i = 0; i < 3; i++) {
    const { total, max, p50 } = await ronda(8);
    console.log(`8 PDFs en ${total.toFixed(0)} ms; hueco más largo del bucle de eventos ${max.toFixed(0)} ms (p50 ${p50.toFixed(1)} ms)`);
  }
  process.exit(0);
})();
