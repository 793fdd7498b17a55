import { href, parseOfertaParam } from '@portal/shared/routes';
import { Skeleton } from '@portal/shared/ui';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { cargarRemoto } from '../../../lib/federation';

const Contenido = styled.div`
  display: grid;
  gap: 1rem;
`;

interface OfferDetailProps {
  idOferta: number;
}

/** Where the offer opens when mfe-search cannot give its widget: its own page. */
function SinWidget({ idOferta }: OfferDetailProps) {
  return (
    <p role="status">
      No pudimos mostrar la oferta aquí. <Link to={href('oferta', { oferta: String(idOferta) })}>Ver la oferta en su página</Link>
    </p>
  );
}

async function cargarOfferDetail(): Promise<{ default: ComponentType<OfferDetailProps> }> {
  try {
    const modulo = await cargarRemoto<{ OfferDetail?: ComponentType<OfferDetailProps> }>('mfe_search/OfferDetail');
    if (modulo?.OfferDetail) return { default: modulo.OfferDetail };
    throw new Error('mfe_search/OfferDetail no exporta "OfferDetail"');
  } catch (error) {
    console.error('mfe_search/OfferDetail no se pudo cargar; se muestra un enlace a la oferta.', error);
    return { default: SinWidget };
  }
}

/** A render error of the federated widget stays inside it: the layout and the candidate's menu remain. */
class ErrorDelWidget extends Component<{ idOferta: number; children: ReactNode }, { fallo: boolean }> {
  override state = { fallo: false };
  static getDerivedStateFromError() {
    return { fallo: true };
  }
  override render() {
    return this.state.fallo ? <SinWidget idOferta={this.props.idOferta} /> : this.props.children;
  }
}

/**
 * `/ofertas-guardadas/trabajo/{oferta}`: a saved offer in the saved-offers layout, rendered by mfe-search's
 * `./OfferDetail` widget (applying and saving work there as on the offer's own page).
 */
export function OfertaGuardadaPage() {
  const idOferta = parseOfertaParam(useParams().oferta ?? '');
  const [OfferDetail] = useState(() => lazy(cargarOfferDetail));
  if (idOferta === null) return null;
  return (
    <Contenido>
      <p>
        <Link to={href('ofertasGuardadas')}>Volver a mis ofertas guardadas</Link>
      </p>
      <ErrorDelWidget idOferta={idOferta}>
        <Suspense fallback={<Skeleton lines={8} label="Cargando la oferta…" />}>
          <OfferDetail idOferta={idOferta} />
        </Suspense>
      </ErrorDelWidget>
    </Contenido>
  );
}
