// The CV as PDF, drawn in a worker thread of its own (src/hilos/hilo-de-trabajo.ts), one at a time: a
// full CV with its photo is hundreds of milliseconds of CPU that, on the api's thread, made every other
// visitor wait. At most MAX_EN_COLA wait (about 2-4 s of drawing); past it, 503 DOCUMENTOS_OCUPADOS.
// Each account's share is limited by the route (src/red/limite-documentos.ts).
import path from 'node:path';
import type { Curriculum } from '@portal/shared/contract';
import { HiloDeTrabajo } from '../hilos/hilo-de-trabajo';
import type { ContactoCurriculum } from './dibujo-pdf';

/** What the PDF thread is sent (atender-pdf.ts). */
export interface PedidoPdf {
  cv: Curriculum;
  contacto: ContactoCurriculum;
  foto: Uint8Array | null;
}

export const MAX_EN_COLA = 8;

/** A thread for CV PDFs; `maxEnCola` lower than MAX_EN_COLA only in tests. */
export const hiloDePdf = (maxEnCola = MAX_EN_COLA) =>
  new HiloDeTrabajo<PedidoPdf>({
    archivo: path.join(__dirname, 'hilo-pdf.cjs'),
    trabajo: 'generar el PDF del currículum',
    maxEnCola,
    ocupado: 'DOCUMENTOS_OCUPADOS',
    esperaSiOcupadoS: 5,
  });

const hilo = hiloDePdf();

/** The CV as an A4 PDF, drawn in the PDF thread. */
export function curriculumPdf(cv: Curriculum, contacto: ContactoCurriculum, foto: Buffer | null): Promise<Buffer> {
  return hilo.hacer({ cv, contacto, foto });
}
