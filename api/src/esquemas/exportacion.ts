// The answer of GET /api/cuenta/datos (ExportacionDatosSchema of the contract), every section spelled out so
// the serializer keeps exactly what cuenta/exportacion.ts reads.
import { ESTADOS_POSTULACION, PLANES } from '@portal/shared/contract';
import { Type } from 'typebox';
import { Nullable } from './comunes';
import { Curriculum } from './curriculum';
import { DatosBasicos } from './datos-basicos';

const Postulacion = Type.Object({
  idPostulacion: Type.Integer(),
  idOferta: Type.Integer(),
  cargo: Type.String(),
  empresa: Type.String(),
  origen: Type.String(),
  fecha: Type.String(),
  curriculum: Nullable(Type.String({ description: 'Nombre del archivo enviado, o el currículum del perfil' })),
  respuestas: Type.Array(Type.Object({ pregunta: Type.String(), respuesta: Type.String() })),
  documentos: Type.Array(Type.Object({ documento: Type.String(), archivo: Type.String(), tipoMime: Type.String(), bytes: Type.Integer() })),
  curriculumEnviado: Nullable(Type.Object({}, { additionalProperties: true, description: 'El currículum y el archivo tal como se enviaron' })),
  pasos: Type.Array(Type.Object({ estado: Type.Enum([...ESTADOS_POSTULACION]), fecha: Type.String() }), { description: 'Los pasos del proceso alcanzados, con su fecha' }),
  retirada: Nullable(Type.String({ description: 'Fecha en que el candidato la retiró' })),
  preguntasReclutador: Type.Array(
    Type.Object({ pregunta: Type.String(), enviada: Type.String(), respuesta: Nullable(Type.String()), respondida: Nullable(Type.String()) }),
    { description: 'Preguntas del reclutador sobre la postulación y sus respuestas' },
  ),
  respuestasCorreo: Type.Array(
    Type.Object({ tipo: Type.Enum(['COLOCACION', 'DESISTE']), respuesta: Type.Enum(['SI', 'NO', 'DESISTE']), respondida: Type.String() }),
    { description: 'Respuestas dadas desde los enlaces de sus correos: ¿fuiste contratado/a? (SI/NO) y el desistimiento de un proceso al que lo invitaron' },
  ),
});

const OfertaGuardada = Type.Object({ idOferta: Type.Integer(), cargo: Type.String(), empresa: Type.String(), guardada: Type.String() });


export const ExportacionDatos = Type.Object(
  {
    generado: Type.String(),
    perfil: DatosBasicos,
    curriculum: Curriculum,
    postulaciones: Type.Array(Postulacion),
    ofertasGuardadas: Type.Array(OfertaGuardada),
    alertas: Type.Array(Type.Record(Type.String(), Type.Unknown()), { description: 'Alertas de empleo del candidato: nombre, búsqueda, frecuencia y estado' }),
    respuestasAlertas: Type.Array(Type.Object({ alerta: Type.String(), tipo: Type.Enum(['VOTACION', 'ESTIMULO']), respuesta: Type.String(), respondida: Type.String() }), {
      description: 'Respuestas dadas desde los enlaces de los correos de alertas',
    }),
    cvDejados: Type.Array(Type.Object({ empresa: Type.String(), dejado: Type.String() }), { description: 'Empresas donde dejó su CV (DEJAR_CV)' }),
    ferias: Type.Array(Type.Object({ feria: Type.String(), preinscrito: Type.String() }), { description: 'Ferias laborales en que se preinscribió' }),
    informesSueldo: Type.Array(Type.Object({ cargo: Type.String(), portal: Type.String(), pedido: Type.String() }), { description: 'Informes de sueldo completos que pidió (INFORME_SUELDO)' }),
    preferencias: Type.Array(Type.Object({ area: Type.String(), region: Type.String() }), { description: 'Áreas y regiones que prefiere (ofertas recomendadas)' }),
    consentimientos: Type.Array(Type.Object({ version: Type.String(), aceptado: Type.String() })),
    planPremium: Nullable(
      Type.Object({ plan: Type.Enum([...PLANES]), desde: Type.String(), hasta: Nullable(Type.String({ description: 'Fin del plan; null mientras está vigente' })) }, { description: 'Plan premium (SUSCRIPCION_PREMIUM) y sus fechas' }),
    ),
  },
  { description: 'Todos los datos de la cuenta (Ley 21.719), como archivo mis-datos.json' },
);
