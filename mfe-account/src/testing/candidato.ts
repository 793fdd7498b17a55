import type { CandidatoSesion, Curriculum, LoginRespuesta } from '@portal/shared/contract';

/** A login answer for tests: Camila, with the registration state given. */
export function loginDe(estado: CandidatoSesion['estado'] = 'FINALIZADO', jwt = 'jwt-de-prueba'): LoginRespuesta {
  return {
    login: { jwt },
    candidato: { idCandidato: 41, nombres: 'Camila', apellidos: 'Rojas', correo: 'camila@correo.cl', archivo: null, estado },
  };
}

/** An api refusal in the api's error shape. */
export function rechazo(statusCode: number, code: string, message: string) {
  return { status: statusCode, body: { statusCode, error: 'Error', code, message } };
}

/** Camila's CV before she fills anything in; `overrides` set what a test is about. */
export function curriculum(overrides: Partial<Curriculum> = {}): Curriculum {
  return {
    nombre: 'Camila Rojas',
    perfil: { resumen: null, cargoDeseado: null, pretensionRenta: null, disponibilidad: null, jornadas: [], modalidades: [], licencias: [] },
    experiencias: [],
    estudios: [],
    idiomas: [],
    habilidades: [],
    archivo: null,
    foto: null,
    actualizado: null,
    completitud: { porcentaje: 0, faltantes: [] },
    ...overrides,
  };
}
