// TypeBox schemas of the CV (CurriculumSchema and the bodies of the contract), for /api/curriculum and the
// data export. Enums and limits come from the contract, so both sides change together.
import { Type } from 'typebox';
import {
  DISPONIBILIDADES,
  ESTADOS_ESTUDIO,
  GRADOS_ESCOLARES,
  IDIOMAS,
  JORNADAS,
  LICENCIAS_CONDUCIR,
  LIMITES_CURRICULUM as L,
  MODALIDADES,
  NIVELES_IDIOMA,
} from '@portal/shared/contract';
import { Nullable } from './comunes';

const Mes = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });
const Texto = (maxLength: number) => Type.String({ maxLength });
/** A set of enum values; repeats are dropped when saved. */
const maximo = { maxItems: 20 };

export const PerfilCurriculum = Type.Object({
  resumen: Nullable(Texto(L.resumen)),
  cargoDeseado: Nullable(Texto(L.cargo)),
  pretensionRenta: Nullable(Type.Integer({ minimum: L.rentaMinima, maximum: L.rentaMaxima, description: 'CLP líquidos al mes' })),
  disponibilidad: Nullable(Type.Enum([...DISPONIBILIDADES])),
  jornadas: Type.Array(Type.Enum([...JORNADAS]), maximo),
  modalidades: Type.Array(Type.Enum([...MODALIDADES]), maximo),
  licencias: Type.Array(Type.Enum([...LICENCIAS_CONDUCIR]), maximo),
});

export const ExperienciaBody = Type.Object({
  cargo: Type.String({ minLength: 1, maxLength: L.cargo }),
  empresa: Type.String({ minLength: 1, maxLength: L.empresa }),
  inicio: Mes,
  termino: Nullable(Mes),
  descripcion: Nullable(Texto(L.descripcion)),
});
export const EstudioBody = Type.Object({
  nivel: Type.Enum([...GRADOS_ESCOLARES]),
  institucion: Type.String({ minLength: 1, maxLength: L.institucion }),
  carrera: Nullable(Texto(L.carrera)),
  estado: Type.Enum([...ESTADOS_ESTUDIO]),
  inicio: Mes,
  termino: Nullable(Mes),
});
export const IdiomaBody = Type.Object({ idioma: Type.Enum([...IDIOMAS]), nivel: Type.Enum([...NIVELES_IDIOMA]) });
export const HabilidadBody = Type.Object({ nombre: Type.String({ minLength: 1, maxLength: L.habilidad }) });

export const Curriculum = Type.Object(
  {
    nombre: Type.String(),
    perfil: PerfilCurriculum,
    experiencias: Type.Array(Type.Object({ idExperiencia: Type.Integer(), ...ExperienciaBody.properties })),
    estudios: Type.Array(Type.Object({ idEstudio: Type.Integer(), ...EstudioBody.properties })),
    idiomas: Type.Array(Type.Object({ idIdioma: Type.Integer(), ...IdiomaBody.properties })),
    habilidades: Type.Array(Type.Object({ idHabilidad: Type.Integer(), ...HabilidadBody.properties })),
    archivo: Nullable(Type.Object({ nombre: Type.String(), tipoMime: Type.String(), bytes: Type.Integer(), subido: Type.String() })),
    foto: Nullable(Type.Object({ actualizada: Type.String() })),
    actualizado: Nullable(Type.String()),
    completitud: Type.Object({
      porcentaje: Type.Integer({ minimum: 0, maximum: 100 }),
      faltantes: Type.Array(Type.Object({ seccion: Type.String(), texto: Type.String() }), { description: 'Lo que falta, lo más valioso primero' }),
    }),
  },
  { description: 'El currículum completo del candidato' },
);
