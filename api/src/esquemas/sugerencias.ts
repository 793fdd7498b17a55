// Answer of the search suggestions (SugerenciasBusquedaSchema of the contract).
import { Type } from 'typebox';
import { Nullable } from './comunes';

export const SugerenciasBusqueda = Type.Object({
  cargos: Type.Array(Type.Object({ nombre: Type.String(), cantidad: Type.Integer({ description: 'Ofertas vigentes con ese cargo' }) })),
  lugares: Type.Array(
    Type.Object({
      tipo: Type.Union([Type.Literal('COMUNA'), Type.Literal('REGION')]),
      nombre: Type.String(),
      idRegion: Type.Integer(),
      idComuna: Nullable(Type.Integer({ description: 'null en una región' })),
      nombreRegion: Type.String(),
      cantidad: Type.Integer({ description: 'Ofertas vigentes en ese lugar' }),
    }),
  ),
});
