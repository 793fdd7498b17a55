import * as v from 'valibot';

/**
 * A logo the api draws from the company's name (no uploaded image): its initials in white over its colour.
 * The page draws it itself rather than fetch it as an SVG image, which the browser renders on its main
 * thread, a document per logo. The colour is a plain #rrggbb, safe to put in a stylesheet.
 */
export const LogoDibujadoSchema = v.object({
  iniciales: v.string(),
  color: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i)),
});

export type LogoDibujado = v.InferOutput<typeof LogoDibujadoSchema>;
