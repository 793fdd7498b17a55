// Answers about offers, as OfertaResumenSchema and OfertaSchema of @portal/shared/contract describe them.
import { ESTADOS_OFERTA, JORNADAS, TIPOS_CURRICULUM } from '@portal/shared/contract';
import { Type } from 'typebox';
import { Nullable } from './comunes';

/** LogoDibujadoSchema of the contract. */
const LogoDibujado = Type.Object(
  { iniciales: Type.String(), color: Type.String({ pattern: '^#[0-9a-f]{6}$' }) },
  { description: 'Cuando urlLogo es el logo dibujado por la api: sus iniciales y su color, para dibujarlo sin la imagen' },
);
const Ubicacion = Type.Object({ nombreComuna: Type.String(), nombreRegion: Type.String() });

export const OfertaResumen = Type.Object({
  idOferta: Type.Integer(),
  idEmpresa: Type.Integer({ description: '0 en una oferta confidencial' }),
  nombreCargo: Type.String(),
  nombreEmpresaFantasia: Type.String(),
  urlLogo: Nullable(Type.String()),
  logoDibujado: Nullable(LogoDibujado),
  ubicacion: Ubicacion,
  nombreArea: Type.String(),
  nombreTipoCargo: Type.String(),
  jornada: Type.Enum([...JORNADAS]),
  fechaPublicacionFormatoIngles: Type.String({ description: 'aaaa-mm-dd' }),
  fechaExpiracionFormatoIngles: Type.String({ description: 'aaaa-mm-dd' }),
  mostrarSueldo: Type.Boolean(),
  sueldo: Nullable(Type.Number()),
  nombreMoneda: Type.String(),
  extracto: Type.String(),
  guardada: Type.Boolean(),
  postulacionRapida: Type.Boolean({ description: 'La oferta admite postulación rápida (origen POSTULA_FACIL): solo pide el currículum del portal' }),
  postulada: Type.Optional(Type.Boolean({ description: 'En resultados de búsqueda con sesión: el candidato ya postuló' })),
  nombreCargoDestacado: Type.Optional(Type.String({ description: 'Con palabraClave: coincidencias en <mark>' })),
  extractoDestacado: Type.Optional(Type.String()),
  distanciaKm: Type.Optional(Type.Number({ description: 'Con orden=GEOLOCALIZACION' })),
});

export const ListaOfertas = Type.Object({ ofertas: Type.Array(OfertaResumen) });

// As the contract's OfertaSchema: the summary's fields (the optional ones never come on this answer), and more.
export const Oferta = Type.Object({
  ...OfertaResumen.properties,
  estadoOferta: Type.Enum([...ESTADOS_OFERTA]),
  descripcionOferta: Type.String({ description: 'HTML' }),
  fechaExpiracion: Type.String({ description: 'ISO 8601' }),
  ubicacion: Type.Object({
    direccion: Nullable(Type.String()),
    nombreComuna: Type.String(),
    nombreRegion: Type.String(),
    codigoPostal: Nullable(Type.String()),
    nombrePais: Type.String(),
  }),
  aniosExperiencia: Type.Integer(),
  tiempoContrato: Nullable(Type.String()),
  preguntas: Type.Array(Type.Object({ idPregunta: Type.Integer(), pregunta: Type.String() })),
  documentosRequeridos: Type.Array(Type.Object({ idDocumento: Type.Integer(), nombre: Type.String() })),
  instituciones: Type.Array(Type.Object({ idInstitucion: Type.Integer(), nombre: Type.String() })),
  postulacionValidaInstitucion: Type.Boolean(),
  linkPostulacionExterno: Nullable(Type.String()),
  tipoCurriculumAceptado: Type.Enum([...TIPOS_CURRICULUM]),
});
