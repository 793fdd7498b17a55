// The signed-in candidate's CV (/mi-curriculum), bearer only: read it whole, save the profile part, and
// add, edit, remove and reorder the entries of each section. Every change answers the whole CV as saved.
// Files (CV file, photo) and the PDF: routes/curriculum-archivos.ts. Rules and queries: src/curriculum/.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import type { CuerposSeccion, SeccionCurriculum } from '@portal/shared/contract';
import { leerCurriculum } from '../curriculum/lectura';
import { guardarPerfil } from '../curriculum/perfil';
import { agregarElemento, editarElemento, ordenarSeccion, quitarElemento } from '../curriculum/secciones';
import { Id, MAX_ENTERO, respuestas } from '../esquemas/comunes';
import { Curriculum, EstudioBody, ExperienciaBody, HabilidadBody, IdiomaBody, PerfilCurriculum } from '../esquemas/curriculum';

const bearer = [{ bearer: [] }];
const tags = ['curriculum'];
const CUERPOS: Record<SeccionCurriculum, TSchema> = { experiencias: ExperienciaBody, estudios: EstudioBody, idiomas: IdiomaBody, habilidades: HabilidadBody };
/** Each section's entry, for its operations' ids and summaries (agregarExperiencia, «Agrega una experiencia laboral»). */
const ELEMENTOS: Record<SeccionCurriculum, { nombre: string; uno: string }> = {
  experiencias: { nombre: 'Experiencia', uno: 'una experiencia laboral' },
  estudios: { nombre: 'Estudio', uno: 'un estudio' },
  idiomas: { nombre: 'Idioma', uno: 'un idioma' },
  habilidades: { nombre: 'Habilidad', uno: 'una habilidad' },
};
const ParamsElemento = Type.Object({ id: Id() });
const OrdenBody = Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ENTERO }), { maxItems: 50, description: 'Cada id de la sección, en el nuevo orden' }) });

export const curriculumRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const leer = (idCandidato: number) => leerCurriculum(app.k, idCandidato);

  app.get(
    '/api/curriculum',
    { schema: { summary: 'El currículum del candidato', operationId: 'obtenerCurriculum', tags, security: bearer, response: respuestas({ 200: Curriculum }, 401) }, preHandler: app.autenticar },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return leer(request.candidato!.idCandidato);
    },
  );

  app.put(
    '/api/curriculum/perfil',
    { schema: { summary: 'Guarda el perfil del currículum', operationId: 'guardarPerfilCurriculum', tags, security: bearer, body: PerfilCurriculum, response: respuestas({ 200: Curriculum }, 400, 401) }, preHandler: app.autenticar },
    async (request) => {
      const { idCandidato } = request.candidato!;
      await guardarPerfil(app.db, idCandidato, request.body);
      return leer(idCandidato);
    },
  );

  for (const [seccion, cuerpo] of Object.entries(CUERPOS) as [SeccionCurriculum, TSchema][]) {
    const ruta = `/api/curriculum/${seccion}`;
    const { nombre, uno } = ELEMENTOS[seccion];
    app.post(
      ruta,
      { schema: { summary: `Agrega ${uno} al currículum`, operationId: `agregar${nombre}`, tags, security: bearer, body: cuerpo, response: respuestas({ 201: Curriculum }, 400, 401, 409, 422) }, preHandler: app.autenticar },
      async (request, reply) => {
        const { idCandidato } = request.candidato!;
        await agregarElemento(app.db, idCandidato, seccion, request.body as CuerposSeccion[typeof seccion]);
        return reply.status(201).send(await leer(idCandidato));
      },
    );
    app.put(
      `${ruta}/orden`,
      { schema: { summary: `Ordena la sección ${seccion} del currículum`, operationId: `ordenar${nombre}`, tags, security: bearer, body: OrdenBody, response: respuestas({ 200: Curriculum }, 400, 401) }, preHandler: app.autenticar },
      async (request) => {
        const { idCandidato } = request.candidato!;
        await ordenarSeccion(app.db, idCandidato, seccion, request.body.ids);
        return leer(idCandidato);
      },
    );
    app.put(
      `${ruta}/:id`,
      { schema: { summary: `Edita ${uno} del currículum`, operationId: `editar${nombre}`, tags, security: bearer, params: ParamsElemento, body: cuerpo, response: respuestas({ 200: Curriculum }, 400, 401, 404, 409) }, preHandler: app.autenticar },
      async (request) => {
        const { idCandidato } = request.candidato!;
        await editarElemento(app.db, idCandidato, seccion, request.params.id, request.body as CuerposSeccion[typeof seccion]);
        return leer(idCandidato);
      },
    );
    app.delete(
      `${ruta}/:id`,
      { schema: { summary: `Quita ${uno} del currículum`, operationId: `quitar${nombre}`, tags, security: bearer, params: ParamsElemento, response: respuestas({ 200: Curriculum }, 400, 401, 404) }, preHandler: app.autenticar },
      async (request) => {
        const { idCandidato } = request.candidato!;
        await quitarElemento(app.db, idCandidato, seccion, request.params.id);
        return leer(idCandidato);
      },
    );
  }
};
