// Exposed as `./OfferDetail`: an offer's detail for other remotes (saved offers, a fair stand), loaded with
// loadRemote('mfe_search/OfferDetail'). Content only: the host page around it owns its route and metadata.
// The offer works as on its own page: apply (with the sign-in round trip), save and share.
import { LoadError } from '@portal/shared/ui';
import { OfertaSkeleton } from '../features/oferta/components/OfertaSkeleton';
import { OfertaVista } from '../features/oferta/components/OfertaVista';
import { useOferta } from '../features/oferta/hooks/useOferta';

export interface OfferDetailProps {
  idOferta: number;
}

function Oferta({ idOferta }: OfferDetailProps) {
  const state = useOferta(idOferta);
  switch (state.status) {
    case 'loading':
      return <OfertaSkeleton />;
    case 'notFound':
      return <p role="status">La oferta no existe o fue eliminada.</p>;
    case 'error':
      return <LoadError message="No pudimos cargar la oferta. Revisa tu conexión e inténtalo nuevamente." onRetry={state.retry} />;
    case 'ready':
      return <OfertaVista oferta={state.data} />;
  }
}

/** The offer `idOferta`: skeleton while it loads, then its detail (expired ones with similar offers). */
export function OfferDetail({ idOferta }: OfferDetailProps) {
  // Keyed so another id starts from the skeleton, not from the previous offer.
  return <Oferta key={idOferta} idOferta={idOferta} />;
}
