// The CV's files, bearer only and only the candidate's own: the CV file (SPEC.md upload rules, real type
// checked) and the profile photo (JPEG/PNG), each uploaded as multipart (replacing the previous one),
// downloaded as an attachment with its stored type and nosniff, and deleted; and the CV as a PDF.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { MAX_BYTES_ARCHIVO } from '@portal/shared/contract';
import { guardarArchivoCurriculum, leerArchivoCurriculum, quitarArchivoCurriculum, recibirArchivoUnico, type TipoArchivoCurriculum } from '../curriculum/archivos';
import { leerCurriculum } from '../curriculum/lectura';
import { curriculumPdf } from '../curriculum/pdf';
import { contactoCurriculum } from '../curriculum/contacto';
import { respuestas } from '../esquemas/comunes';
import { Curriculum } from '../esquemas/curriculum';
import type { Almacen } from '../almacen/almacen';
import type { ConLimiteDocumentos } from '../red/limite-documentos';
import { disposicionAdjunto } from '../red/adjunto';
import { cerrarSiQuedaCuerpo } from '../red/cuerpo-sin-leer';

const bearer = [{ bearer: [] }];
const tags = ['curriculum'];
const Binario = (description: string, tipos: string[]) =>
  Type.Unsafe<Buffer>({ description, content: Object.fromEntries(tipos.map((tipo) => [tipo, { schema: { type: 'string', format: 'binary' } }])) });
const TIPOS_ARCHIVO = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png', 'image/gif'];

function adjunto(reply: FastifyReply, nombre: string, tipoMime: string, bytes: Buffer) {
  return reply
    .header('content-type', tipoMime)
    .header('content-disposition', disposicionAdjunto(nombre))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

export const curriculumArchivosRoutes: FastifyPluginAsyncTypebox<{ almacen: Almacen; conLimiteDocumentos: ConLimiteDocumentos }> = async (app, { almacen, conLimiteDocumentos }) => {
  // One byte over the limit reaches the streamed check (almacen/archivos.ts), which answers the Spanish 413.
  await app.register(multipart, { limits: { fileSize: MAX_BYTES_ARCHIVO + 1, files: 1, fields: 0, parts: 2 }, throwFileSizeLimit: false });

  // `nombre` ends each operation's id (subirArchivoCurriculum), `el` is the file in its summary.
  const archivos: { tipo: TipoArchivoCurriculum; nombre: string; el: string; descripcion: string; tipos: string[] }[] = [
    { tipo: 'archivo', nombre: 'ArchivoCurriculum', el: 'el archivo del currículum', descripcion: 'El archivo del currículum (doc, docx, jpg, jpeg, png, gif, pdf; 5 MB)', tipos: TIPOS_ARCHIVO },
    { tipo: 'foto', nombre: 'FotoPerfil', el: 'la foto de perfil', descripcion: 'La foto de perfil (JPEG o PNG, 1 MB)', tipos: ['image/jpeg', 'image/png'] },
  ];
  for (const { tipo, nombre, el, descripcion, tipos } of archivos) {
    const ruta = `/api/curriculum/${tipo}`;
    app.put(
      ruta,
      {
        schema: { summary: `Sube ${el}, que reemplaza al anterior`, operationId: `subir${nombre}`, tags, security: bearer, description: descripcion, consumes: ['multipart/form-data'], response: respuestas({ 200: Curriculum }, 400, 401, 413, 422) },
        preHandler: app.autenticar,
      },
      async (request, reply) => {
        const { idCandidato } = request.candidato!;
        const subido = await recibirArchivoUnico(request, almacen, tipo).catch(cerrarSiQuedaCuerpo(request, reply));
        await guardarArchivoCurriculum(app.db, almacen, idCandidato, tipo, subido);
        return leerCurriculum(app.k, idCandidato);
      },
    );
    app.get(
      ruta,
      { schema: { summary: `Descarga ${el}`, operationId: `descargar${nombre}`, tags, security: bearer, response: respuestas({ 200: Binario(descripcion, tipos) }, 401, 404) }, preHandler: app.autenticar },
      async (request, reply) => {
        const archivo = await leerArchivoCurriculum(app.k, almacen, request.candidato!.idCandidato, tipo);
        return adjunto(reply, archivo.nombre, archivo.tipoMime, archivo.bytes);
      },
    );
    app.delete(
      ruta,
      { schema: { summary: `Quita ${el}`, operationId: `quitar${nombre}`, tags, security: bearer, response: respuestas({ 200: Curriculum }, 401, 404) }, preHandler: app.autenticar },
      async (request) => {
        const { idCandidato } = request.candidato!;
        await quitarArchivoCurriculum(app.db, almacen, idCandidato, tipo);
        return leerCurriculum(app.k, idCandidato);
      },
    );
  }

  app.get(
    '/api/curriculum/pdf',
    { schema: { summary: 'El currículum en PDF', operationId: 'descargarCurriculumPdf', tags, security: bearer, response: respuestas({ 200: Binario('El currículum en PDF (A4)', ['application/pdf']) }, 401, 429) }, preHandler: app.autenticar },
    async (request, reply) => {
      const { idCandidato } = request.candidato!;
      const { cv, pdf } = await conLimiteDocumentos(request, async () => {
        const cv = await leerCurriculum(app.k, idCandidato);
        const foto = cv.foto ? (await leerArchivoCurriculum(app.k, almacen, idCandidato, 'foto')).bytes : null;
        return { cv, pdf: await curriculumPdf(cv, await contactoCurriculum(app.k, idCandidato), foto) };
      });
      return adjunto(reply, `Currículum ${cv.nombre}.pdf`, 'application/pdf', pdf);
    },
  );
};
