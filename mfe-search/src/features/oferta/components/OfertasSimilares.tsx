import { getOfertasSimilares, useQuery } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { LoadError, Skeleton } from '@portal/shared/ui';
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { OfertaList } from '../../../components/OfertaList';
import { useCercaDePantalla } from '../hooks/useCercaDePantalla';

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

/** Its useQuery key, also under which the edge preloads the list (app/loaders.ts). */
export const similaresQueryKey = (idOferta: number) => `similares:${String(idOferta)}`;

function Lista({ idOferta }: { idOferta: number }) {
  const { data, error, loading, retry } = useQuery(similaresQueryKey(idOferta), (signal) => getOfertasSimilares(idOferta, signal));
  if (loading) return <Skeleton lines={4} label="Cargando ofertas similares…" />;
  if (error) return <LoadError message="No pudimos cargar ofertas similares." onRetry={retry} />;
  if (!data) return null;
  return data.ofertas.length > 0 ? (
    <OfertaList ofertas={data.ofertas} />
  ) : (
    <p>
      No encontramos ofertas vigentes parecidas. <Link to={href('home')}>Busca otras ofertas</Link>.
    </p>
  );
}

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
      {cerca ? <Lista idOferta={idOferta} /> : <Reserva />}
    </Section>
  );
}
