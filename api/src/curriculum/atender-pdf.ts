// The PDF thread: draws each CV it is sent (pdf.ts).
import { atenderTrabajos } from '../hilos/atender-trabajos';
import { dibujarCurriculumPdf } from './dibujo-pdf';
import type { PedidoPdf } from './pdf';

atenderTrabajos<PedidoPdf>(({ cv, contacto, foto }) =>
  dibujarCurriculumPdf(cv, contacto, foto && Buffer.from(foto.buffer, foto.byteOffset, foto.byteLength)),
);
