// What a CV still lacks, in a file of its own: an offer's application state names it, and a schema is a call
// terser keeps, so importing it from curriculum.ts would bring every schema of the CV to the offer page.
import * as v from 'valibot';

export const FaltanteCurriculumSchema = v.object({ seccion: v.string(), texto: v.string() });
