// The signed-in candidate as login answers and GET /api/candidato/sesion show it (CandidatoSesionSchema).
import { Type } from 'typebox';
import { Nullable } from './comunes';

export const CandidatoSesion = Type.Object({
  idCandidato: Type.Integer(),
  nombres: Type.String(),
  apellidos: Type.String(),
  correo: Type.String(),
  archivo: Nullable(Type.String()),
  estado: Type.Enum(['FINALIZADO', 'INCOMPLETO']),
  // Optional as in the contract, where sessions stored before it lack it; the api always sends it.
  datosPorActualizar: Type.Optional(Type.Boolean({ description: 'Datos básicos confirmados hace más de un año: /actualiza-tus-datos los pide de nuevo' })),
});

export const LoginRespuesta = Type.Object({ login: Type.Object({ jwt: Type.String() }), candidato: CandidatoSesion });
