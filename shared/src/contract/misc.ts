import * as v from 'valibot';

/** Answer of GET /api/fecha: the server's current date-time (ISO 8601), used for the fair window. */
export const FechaSchema = v.object({ fecha: v.string() });

/** Error body of every api error answer; `message` is Spanish and safe to show. */
export const ApiErrorSchema = v.object({
  statusCode: v.number(),
  error: v.string(),
  message: v.string(),
  code: v.optional(v.string()),
});

export type ApiError = v.InferOutput<typeof ApiErrorSchema>;
