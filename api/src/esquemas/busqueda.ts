// Answers of the search (ResultadoBusquedaSchema and FiltrosBusquedaSchema of the contract).
import { Type } from 'typebox';
import { Nullable, PAGINACION } from './comunes';
import { OfertaResumen } from './oferta';

const conteo = Type.Record(Type.String(), Type.Integer());
const ConteosFacetas = Type.Object(
  {
    regiones: conteo,
    comunas: conteo,
    areas: conteo,
    tiposCargo: conteo,
    carreras: conteo,
    jornadas: conteo,
    gradosEscolares: conteo,
    tiposCurriculum: conteo,
    empresas: conteo,
    categorias: conteo,
    inclusivas: Type.Integer(),
  },
  { description: 'Ofertas de la búsqueda por opción de cada filtro (clave: el valor de la opción); solo en la primera página' },
);

export const ResultadoBusqueda = Type.Object({
  ...PAGINACION,
  registrosPorPagina: Type.Integer(),
  ofertas: Type.Array(OfertaResumen),
  facetas: Type.Object({
    sueldo: Type.Array(
      Type.Object({
        desde: Type.Number({ description: 'CLP, incluido' }),
        hasta: Nullable(Type.Number({ description: 'CLP, excluido; null en el último tramo' })),
        cantidad: Type.Integer(),
      }),
    ),
    conteos: Type.Optional(ConteosFacetas),
  }),
  palabraClaveCorregida: Type.Optional(
    Type.String({ description: 'La palabra clave con una palabra mal escrita corregida («secretria» → «secretaria»), si la hubo: «¿Quisiste decir …?»' }),
  ),
  lugarReconocido: Type.Optional(
    Type.Object(
      {
        comuna: Type.Optional(Type.String()),
        enComuna: Type.Optional(Type.Integer()),
        region: Type.String({ description: '«Región de La Araucanía»' }),
        enRegion: Type.Integer({ description: 'Ofertas de la región, las de la comuna incluidas' }),
      },
      { description: 'La comuna o región que nombra la palabra clave: sus ofertas van primero, luego las de su región' },
    ),
  ),
  condicionesReconocidas: Type.Optional(
    Type.Array(
      Type.Object({
        nombre: Type.String({ description: '«Sin experiencia», «Part time»…' }),
        palabraClave: Type.String({ description: 'La palabra clave sin las palabras de la condición: la búsqueda al quitarla' }),
      }),
      { description: 'Condiciones dichas en palabras y aplicadas como filtros (experiencia, jornada)' },
    ),
  ),
});

const opcion = Type.Object({ valor: Type.String(), nombre: Type.String(), cantidad: Type.Integer() });
const etiqueta = Type.Object({ valor: Type.String(), nombre: Type.String() });

export const FiltrosBusqueda = Type.Object({
  regiones: Type.Array(
    Type.Object({
      idRegion: Type.Integer(),
      nombre: Type.String(),
      numero: Type.String(),
      cantidad: Type.Integer(),
      comunas: Type.Array(Type.Object({ idComuna: Type.Integer(), nombre: Type.String(), cantidad: Type.Integer() })),
    }),
  ),
  areas: Type.Array(opcion),
  tiposCargo: Type.Array(opcion),
  carreras: Type.Array(opcion),
  jornadas: Type.Array(opcion),
  gradosEscolares: Type.Array(opcion),
  tiposCurriculum: Type.Array(opcion),
  categorias: Type.Array(Type.Object({ idCategoria: Type.Integer(), nombre: Type.String(), slug: Type.String(), cantidad: Type.Integer() })),
  empresas: Type.Array(Type.Object({ idEmpresa: Type.Integer(), nombre: Type.String(), cantidad: Type.Integer() })),
  inclusivas: Type.Integer(),
  fechasPublicacion: Type.Array(etiqueta),
  operadoresExp: Type.Array(etiqueta),
});
