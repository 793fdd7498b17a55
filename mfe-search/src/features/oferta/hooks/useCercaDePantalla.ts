import { useEffect, useState, type RefObject } from 'react';
import { observarCercania } from '../../../lib/cercania';

/** True once the element is near the screen (observarCercania), and from then on. */
export function useCercaDePantalla(ref: RefObject<Element | null>, desdeYa: boolean, margen = '600px'): boolean {
  const [cerca, setCerca] = useState(desdeYa);
  useEffect(() => {
    if (cerca) return;
    const elemento = ref.current;
    if (!elemento) {
      setCerca(true);
      return;
    }
    return observarCercania(elemento, () => { setCerca(true); }, margen);
  }, [cerca, ref, margen]);
  return cerca;
}
