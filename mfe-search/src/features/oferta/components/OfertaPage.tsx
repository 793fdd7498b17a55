import { parseOfertaParam, href } from '@portal/shared/routes';
import { LoadError } from '@portal/shared/ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useOferta } from '../hooks/useOferta';
import { OfertaSkeleton } from './OfertaSkeleton';
import { OfertaVista } from './OfertaVista';

const NotFound = styled.div`
  display: grid;
  gap: 1rem;
  h1 { margin: 0; font-size: 1.75rem; }
  p { margin: 0; }
`;

function OfertaNoEncontrada() {
  return (
    <NotFound>
      <h1>La oferta no existe o fue eliminada.</h1>
      <p>
        Puede que la empresa la haya retirado. <Link to={href('home')}>Revisa las últimas ofertas</Link>.
      </p>
    </NotFound>
  );
}

function Oferta({ idOferta }: { idOferta: number }) {
  const state = useOferta(idOferta);
  switch (state.status) {
    case 'loading':
      return <OfertaSkeleton />;
    case 'notFound':
      return <OfertaNoEncontrada />;
    case 'error':
      return <LoadError message="No pudimos cargar la oferta. Revisa tu conexión e inténtalo nuevamente." onRetry={state.retry} />;
    case 'ready':
      return <OfertaVista oferta={state.data} />;
  }
}

/** `/trabajo/{oferta}`: the segment ends in the offer id (`cajero-bancario-123`). */
export function OfertaPage() {
  const idOferta = parseOfertaParam(useParams().oferta ?? '');
  // Keyed by id so moving to another offer starts from the skeleton, not the previous offer.
  return idOferta === null ? <OfertaNoEncontrada /> : <Oferta key={idOferta} idOferta={idOferta} />;
}
