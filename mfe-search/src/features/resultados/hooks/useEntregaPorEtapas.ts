import { startTransition, useEffect, useState } from 'react';

/** More cards than a phone's or a desktop's first screen holds. */
const PRIMERA_ENTREGA = 8;

/** Set once a list of results has been on the page: the first one (the server's, hydrated) renders whole. */
let listaMostrada = false;

/**
 * A new search's offers in two commits: the cards of the first screen with the count at once, the rest right
 * after in a transition. Twenty cards in one commit held a new search's results about 100 ms longer on a slow
 * phone (issue 27). Offers added by «Cargar más» (the same list, longer) render together.
 */
export function useEntregaPorEtapas<Oferta>(ofertas: Oferta[]): Oferta[] {
  const [entregadas, setEntregadas] = useState(() => (listaMostrada ? null : ofertas));
  const nuevaBusqueda = ofertas[0] !== entregadas?.[0];
  useEffect(() => {
    listaMostrada = true;
    if (nuevaBusqueda) startTransition(() => { setEntregadas(ofertas); });
  }, [nuevaBusqueda, ofertas]);
  return nuevaBusqueda ? ofertas.slice(0, PRIMERA_ENTREGA) : ofertas;
}
