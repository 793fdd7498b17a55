// The two figures of the relevance set, over the grades (juicio.ts) of a ranked list.
import type { Nota } from './juicio';

/** Precision at 5: the share of the first five results graded 1 or 2; a list shorter than five misses the rest. */
export function precisionEn5(notas: readonly Nota[]): number {
  return notas.slice(0, 5).filter((nota) => nota > 0).length / 5;
}

const dcg = (notas: readonly Nota[]) => notas.slice(0, 10).reduce<number>((suma, nota, i) => suma + (2 ** nota - 1) / Math.log2(i + 2), 0);

/**
 * nDCG at 10 with gains 2^grade − 1 (a grade 2 is worth three grade 1s): the list's discounted gain over
 * that of the best order of every judged offer (`todas`, the grades of all the active offers).
 */
export function ndcgEn10(notas: readonly Nota[], todas: readonly Nota[]): number {
  const ideal = dcg([...todas].sort((a, b) => b - a));
  return ideal ? dcg(notas) / ideal : 0;
}
