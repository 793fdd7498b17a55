import { lazyNamed, Skeleton } from '@portal/shared/ui';
import { Suspense, useId, useRef } from 'react';
import styled from 'styled-components';
import { useCercaDePantalla } from '../hooks/useCercaDePantalla';

// Fetched with the list, as the reader nears it: the cards' code is not part of an offer's first view (issue 27).
const ListaSimilares = lazyNamed(() => import('./ListaSimilares').then((m) => m.ListaSimilares));

const Section = styled.section`
  display: grid;
  gap: 1rem;
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
`;

/** Room for a few cards before they are asked for. */
const Reserva = styled.div`
  min-height: 8rem;
`;

/**
 * "Ofertas similares": live offers like this one (same area and region first), so the visit goes on. Under
 * a live offer they are asked for only as the reader nears them (`diferida`): crawlers and readers who
 * apply or leave cost no query; under an expired offer, which can only send its visitor on, at once.
 */
export function OfertasSimilares({ idOferta, diferida = false }: { idOferta: number; diferida?: boolean }) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const cerca = useCercaDePantalla(ref, !diferida);
  return (
    <Section ref={ref} aria-labelledby={headingId}>
      <h2 id={headingId}>Ofertas similares</h2>
      {cerca ? (
        <Suspense fallback={<Skeleton lines={4} label="Cargando ofertas similares…" />}>
          <ListaSimilares idOferta={idOferta} />
        </Suspense>
      ) : (
        <Reserva />
      )}
    </Section>
  );
}
