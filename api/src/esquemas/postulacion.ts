// Answers about applications, as PostulacionSchema and EstadoPostulacionSchema of @portal/shared/contract describe them.
import { ORIGENES_POSTULACION } from '@portal/shared/contract';
import { Type } from 'typebox';
import { Nullable } from './comunes';

export const Postulacion = Type.Object({
  idPostulacion: Type.Integer(),
  idOferta: Type.Integer(),
  origen: Type.Enum([...ORIGENES_POSTULACION]),
  fecha: Type.String({ description: 'ISO 8601' }),
});

export const EstadoPostulacion = Type.Object({
  postulado: Type.Boolean(),
  fecha: Nullable(Type.String()),
  tieneCurriculumPerfil: Type.Boolean(),
  curriculumPerfil: Nullable(Type.Object({ nombre: Type.String(), porcentaje: Type.Integer(), archivo: Nullable(Type.String()) })),
  faltantesCurriculum: Type.Array(Type.Object({ seccion: Type.String(), texto: Type.String() }), { description: 'What the profile CV lacks before an application can send it' }),
});
