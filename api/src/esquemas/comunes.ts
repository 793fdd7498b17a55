// Schema pieces every route uses: bounded ids, nullable fields, and the error answers a route documents.
import { Type, type TSchema } from 'typebox';

/** The largest value of a PostgreSQL `integer` column: every id and count we store fits under it. */
export const MAX_ENTERO = 2_147_483_647;

/** A row id: a positive integer the database can hold (a larger one would be a 500 there, a 400 here). */
export const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: MAX_ENTERO, ...(description && { description }) });

export const IdDominio = Type.Object({ idDominio: Id('Portal (dominio.id_dominio)') });

/** Where a paged list's answer stands (PaginacionSchema of the contract). */
export const PAGINACION = { cantidadRegistros: Type.Integer(), cantidadPaginas: Type.Integer(), paginaActual: Type.Integer() };

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An answer without a body (204, 302, 304): documented by its description alone. */
export const SinCuerpo = (description: string) => Type.Unsafe<void>({ description });

/** The one error body (errors.ts); `code` is one of the contract's ERRORES_API. */
export const ErrorRespuesta = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String({ description: 'En español, se puede mostrar tal cual' }),
    code: Type.String({ description: 'Código estable (shared/src/contract/errores.ts)' }),
  },
  { description: 'Error' },
);

/**
 * A route's `response` schemas: its success answers, the error statuses it can give on purpose, and any 5xx
 * (an unexpected error, or the database not answering).
 */
export function respuestas<R extends Record<number, TSchema>>(exito: R, ...errores: number[]) {
  const documentados = Object.fromEntries(errores.map((status) => [status, ErrorRespuesta])) as Record<number, typeof ErrorRespuesta>;
  return { ...exito, ...documentados, '5xx': ErrorRespuesta };
}
