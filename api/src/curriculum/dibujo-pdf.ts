// "Descargar mi CV en PDF": the CV as a clean one-column A4 document, the way a candidate prints it for a
// fair or an interview. pdfkit's standard Helvetica (WinAnsi encoding) has every Spanish letter and sign
// (á, ñ, ü, ¿, ¡), so no font file is needed. Drawn in the PDF thread (pdf.ts): a full CV with a 1 MB PNG
// photo takes 200-500 ms of CPU, all of it synchronous.
import PDFDocument from 'pdfkit';
import {
  ETIQUETAS_DISPONIBILIDAD,
  ETIQUETAS_ESTADO_ESTUDIO,
  ETIQUETAS_JORNADA,
  ETIQUETAS_MODALIDAD,
  ETIQUETAS_NIVEL_ESTUDIO,
  ETIQUETAS_NIVEL_IDIOMA,
  type Curriculum,
} from '@portal/shared/contract';
import { formatMoney } from '@portal/shared/format';

export interface ContactoCurriculum {
  correo: string;
  telefono: string | null;
  lugar: string | null;
}

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const mes = (valor: string) => `${MESES[Number(valor.slice(5, 7)) - 1]} de ${valor.slice(0, 4)}`;
const periodo = (inicio: string, termino: string | null, abierto: string) => `${mes(inicio)} – ${termino ? mes(termino) : abierto}`;

const COLOR_TEXTO = '#1f2933';
const COLOR_SUAVE = '#52606d';
const COLOR_ACENTO = '#0b5cab';

export function dibujarCurriculumPdf(cv: Curriculum, contacto: ContactoCurriculum, foto: Buffer | null): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Currículum de ${cv.nombre}`, Author: cv.nombre } });
  const partes: Buffer[] = [];
  doc.on('data', (parte: Buffer) => partes.push(parte));
  const listo = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });

  const ancho = doc.page.width - 100;
  const tamanoFoto = 80;
  const inicio = doc.y;
  if (foto) doc.image(foto, 50, inicio, { fit: [tamanoFoto, tamanoFoto] });
  const x = foto ? 50 + tamanoFoto + 16 : 50;
  doc.fillColor(COLOR_TEXTO).font('Helvetica-Bold').fontSize(22).text(cv.nombre, x, inicio, { width: ancho - (x - 50) });
  if (cv.perfil.cargoDeseado) doc.font('Helvetica').fontSize(13).fillColor(COLOR_ACENTO).text(cv.perfil.cargoDeseado, { width: ancho - (x - 50) });
  const datos = [contacto.correo, contacto.telefono && `+56 ${contacto.telefono}`, contacto.lugar].filter(Boolean).join('  ·  ');
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(COLOR_SUAVE).text(datos, { width: ancho - (x - 50) });
  doc.x = 50;
  doc.y = Math.max(doc.y, foto ? inicio + tamanoFoto : 0) + 10;

  const titulo = (texto: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(COLOR_ACENTO).text(texto.toUpperCase(), 50, doc.y, { width: ancho, characterSpacing: 0.5 });
    const y = doc.y + 2;
    doc.moveTo(50, y).lineTo(50 + ancho, y).lineWidth(0.5).strokeColor('#c4cdd5').stroke();
    doc.y = y + 6;
  };
  const linea = (texto: string, { negrita = false, suave = false, tamano = 10.5 } = {}) =>
    doc.font(negrita ? 'Helvetica-Bold' : 'Helvetica').fontSize(tamano).fillColor(suave ? COLOR_SUAVE : COLOR_TEXTO).text(texto, 50, doc.y, { width: ancho });

  if (cv.perfil.resumen) {
    titulo('Perfil');
    linea(cv.perfil.resumen);
  }
  if (cv.experiencias.length) {
    titulo('Experiencia laboral');
    for (const e of cv.experiencias) {
      linea(`${e.cargo} · ${e.empresa}`, { negrita: true });
      linea(periodo(e.inicio, e.termino, 'actualidad'), { suave: true, tamano: 9.5 });
      if (e.descripcion) linea(e.descripcion);
      doc.moveDown(0.5);
    }
  }
  if (cv.estudios.length) {
    titulo('Educación');
    for (const e of cv.estudios) {
      linea(e.carrera ? `${e.carrera} · ${e.institucion}` : e.institucion, { negrita: true });
      const estado = e.estado === 'EN_CURSO' && e.termino ? `En curso, egreso esperado en ${mes(e.termino)}` : ETIQUETAS_ESTADO_ESTUDIO[e.estado];
      linea(`${ETIQUETAS_NIVEL_ESTUDIO[e.nivel]} · ${estado} · ${periodo(e.inicio, e.estado === 'EN_CURSO' ? null : e.termino, 'en curso')}`, { suave: true, tamano: 9.5 });
      doc.moveDown(0.5);
    }
  }
  if (cv.idiomas.length) {
    titulo('Idiomas');
    linea(cv.idiomas.map((i) => `${i.idioma}: ${ETIQUETAS_NIVEL_IDIOMA[i.nivel].toLowerCase()}`).join('  ·  '));
  }
  if (cv.habilidades.length) {
    titulo('Habilidades');
    linea(cv.habilidades.map((h) => h.nombre).join('  ·  '));
  }
  const p = cv.perfil;
  const preferencias = [
    p.pretensionRenta && `Pretensión de renta: ${formatMoney(p.pretensionRenta)} líquidos mensuales`,
    p.disponibilidad && `Disponibilidad: ${ETIQUETAS_DISPONIBILIDAD[p.disponibilidad].toLowerCase()}`,
    p.jornadas.length > 0 && `Jornada: ${p.jornadas.map((j) => ETIQUETAS_JORNADA[j].toLowerCase()).join(', ')}`,
    p.modalidades.length > 0 && `Modalidad: ${p.modalidades.map((m) => ETIQUETAS_MODALIDAD[m].toLowerCase()).join(', ')}`,
    p.licencias.length > 0 && `Licencia de conducir: clase ${p.licencias.join(', ')}`,
  ].filter((texto): texto is string => Boolean(texto));
  if (preferencias.length) {
    titulo('Preferencias');
    for (const texto of preferencias) linea(texto);
  }
  doc.end();
  return listo;
}
