// Compiled by tsc (npm test's `tsc -p api/tsconfig.json`), not run by jest: the answers the api declares
// (its TypeBox response schemas) and those the client reads (the contract's valibot schemas) are the same
// type, field by field. A field added, removed or typed differently on one side only fails the build here.
import * as contrato from '@portal/shared/contract';
import type { Static, TSchema } from 'typebox';
import type * as v from 'valibot';
import { FiltrosBusqueda, ResultadoBusqueda } from '../src/esquemas/busqueda';
import { Curriculum } from '../src/esquemas/curriculum';
import { DatosBasicos } from '../src/esquemas/datos-basicos';
import { ExportacionDatos } from '../src/esquemas/exportacion';
import { EmpresasFeria, EmpresasPabellon, HomeFeria, OpcionesCategoria, PreRegistros, StandFeria } from '../src/esquemas/feria';
import { Oferta, OfertaResumen } from '../src/esquemas/oferta';
import { EstadoPostulacion, Postulacion } from '../src/esquemas/postulacion';
import { CandidatoSesion, LoginRespuesta } from '../src/esquemas/sesion';
import { SugerenciasBusqueda } from '../src/esquemas/sugerencias';

type Mismo<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Cabe<A, B> = [A] extends [B] ? true : false;

/** Compiles only when what the api sends is exactly what the client's schema accepts (its input: before any transform). */
function acordes<Api extends TSchema, Cliente extends v.GenericSchema>(iguales: Mismo<Static<Api>, v.InferInput<Cliente>>): void {
  void iguales;
}

/** For an answer the client reads more loosely on purpose (plain records): everything the api sends is accepted. */
function aceptada<Api extends TSchema, Cliente extends v.GenericSchema>(cabe: Cabe<Static<Api>, v.InferInput<Cliente>>): void {
  void cabe;
}

acordes<typeof OfertaResumen, typeof contrato.OfertaResumenSchema>(true);
acordes<typeof Oferta, typeof contrato.OfertaSchema>(true);
acordes<typeof ResultadoBusqueda, typeof contrato.ResultadoBusquedaSchema>(true);
acordes<typeof FiltrosBusqueda, typeof contrato.FiltrosBusquedaSchema>(true);
acordes<typeof SugerenciasBusqueda, typeof contrato.SugerenciasBusquedaSchema>(true);
acordes<typeof Postulacion, typeof contrato.PostulacionSchema>(true);
acordes<typeof EstadoPostulacion, typeof contrato.EstadoPostulacionSchema>(true);
acordes<typeof Curriculum, typeof contrato.CurriculumSchema>(true);
acordes<typeof DatosBasicos, typeof contrato.DatosBasicosSchema>(true);
acordes<typeof CandidatoSesion, typeof contrato.CandidatoSesionSchema>(true);
acordes<typeof LoginRespuesta, typeof contrato.LoginRespuestaSchema>(true);
acordes<typeof HomeFeria, typeof contrato.HomeFeriaSchema>(true);
acordes<typeof OpcionesCategoria, typeof contrato.OpcionesCategoriaSchema>(true);
acordes<typeof EmpresasFeria, typeof contrato.EmpresasFeriaSchema>(true);
acordes<typeof EmpresasPabellon, typeof contrato.EmpresasPabellonSchema>(true);
acordes<typeof StandFeria, typeof contrato.StandFeriaSchema>(true);
acordes<typeof PreRegistros, typeof contrato.PreRegistrosSchema>(true);
aceptada<typeof ExportacionDatos, typeof contrato.ExportacionDatosSchema>(true);
