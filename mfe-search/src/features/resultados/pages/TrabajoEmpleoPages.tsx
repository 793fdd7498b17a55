import { href } from '@portal/shared/routes';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { ResultadosPage } from '../components/ResultadosPage';
import { palabrasDeCargo } from '../lib/cargo';

const ofertaHref = (oferta: string) => href('oferta', { oferta });

/** `/trabajo-empleo`: every offer of the portal, narrowed by the query string. */
export function TrabajoEmpleoPage() {
  return <ResultadosPage heading="Ofertas de empleo" ofertaHref={ofertaHref} />;
}

/** `/trabajo-empleo/chile`. */
export function TrabajoEmpleoChilePage() {
  return <ResultadosPage heading="Ofertas de empleo en Chile" ofertaHref={ofertaHref} />;
}

/** `/trabajo-empleo/{cargo}`: the cargo slug's words are searched. */
export function TrabajoEmpleoCargoPage() {
  const cargo = useParams().cargo ?? '';
  const palabras = palabrasDeCargo(cargo);
  // The same function while the segment stays: the cards (memoised) are not rendered again with each URL.
  const ofertaHref = useCallback((oferta: string) => href('trabajoEmpleoCargoOferta', { cargo, oferta }), [cargo]);
  return (
    <ResultadosPage
      heading={`Ofertas de empleo de ${palabras}`}
      base={{ palabraClave: palabras }}
      ofertaHref={ofertaHref}
    />
  );
}
