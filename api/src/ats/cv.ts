// DEJAR_CV (SPEC.md sections 3 and 7): a signed-in candidate leaves their CV with a company. check-cv says
// whether they can (a live session, a known company, a profile CV complete enough to send, as applying asks), dejar-cv records it (once per
// company; leaving it again keeps the first date). Both answer a boolean, false on any failure.
import type { FastifyInstance } from 'fastify';
import type { SolicitudCv } from '@portal/shared/contract';
import { verificarSesion } from '../auth/sesiones';
import { curriculumPerfil } from '../curriculum/instantanea';

async function candidatoQuePuede(app: FastifyInstance, { token, idc }: SolicitudCv): Promise<number | null> {
  const sesion = await verificarSesion(app, token).catch(() => null);
  if (!sesion) return null;
  const [empresa, curriculum] = await Promise.all([
    app.k.selectFrom('empresa').select('id_empresa').where('id_empresa', '=', idc).executeTakeFirst(),
    curriculumPerfil(app.k, sesion.idCandidato),
  ]);
  return empresa && curriculum.enviable ? sesion.idCandidato : null;
}

export async function puedeDejarCv(app: FastifyInstance, solicitud: SolicitudCv): Promise<boolean> {
  return (await candidatoQuePuede(app, solicitud)) !== null;
}

export async function dejarCv(app: FastifyInstance, solicitud: SolicitudCv): Promise<boolean> {
  const idCandidato = await candidatoQuePuede(app, solicitud);
  if (idCandidato === null) return false;
  await app.k
    .insertInto('cv_dejado')
    .values({ id_candidato: idCandidato, id_empresa: solicitud.idc })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}
