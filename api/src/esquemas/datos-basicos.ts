// The candidate's basic data as GET/PUT /api/candidato/datos-basicos and the data export show them
// (DatosBasicosSchema of the contract).
import { Type } from 'typebox';
import { GENEROS, TIPOS_DOCUMENTO } from '@portal/shared/contract';
import { Nullable } from './comunes';

export const DatosBasicos = Type.Object({
  nombres: Type.String(),
  apellidos: Type.String(),
  tipoDocumento: Type.Enum([...TIPOS_DOCUMENTO]),
  numeroDocumento: Type.String(),
  correo: Type.String(),
  telefono: Nullable(Type.String()),
  idRegion: Nullable(Type.Integer()),
  idComuna: Nullable(Type.Integer()),
  fechaNacimiento: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  genero: Nullable(Type.Enum([...GENEROS])),
  nacionalidad: Nullable(Type.String()),
  actualizados: Nullable(Type.String({ format: 'date-time' })),
  estado: Type.Enum(['FINALIZADO', 'INCOMPLETO']),
});
