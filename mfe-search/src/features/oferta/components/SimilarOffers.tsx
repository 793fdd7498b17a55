import { getOfertasSimilares, useQuery } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { LoadError, Skeleton } from '@portal/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { OfferList } from '../../../components/OfferList';

const Section = styled.section`
  display: grid;
  gap: 1rem;
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
`;

/** Its useQuery key, also under which the edge preloads the list (app/loaders.ts). */
export const similaresQueryKey = (idOferta: number) => `similares:${String(idOferta)}`;

/** "Ofertas similares": live offers like an expired one (same area and region first), so the visit goes on. */
export function SimilarOffers({ idOferta }: { idOferta: number }) {
  const headingId = useId();
  const { data, error, loading, retry } = useQuery(similaresQueryKey(idOferta), (signal) => getOfertasSimilares(idOferta, signal));

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Ofertas similares</h2>
      {loading ? <Skeleton lines={4} label="Cargando ofertas similares…" /> : null}
      {!loading && error ? <LoadError message="No pudimos cargar ofertas similares." onRetry={retry} /> : null}
      {!loading && !error && data ? (
        data.ofertas.length > 0 ? (
          <OfferList ofertas={data.ofertas} />
        ) : (
          <p>
            No encontramos ofertas vigentes parecidas. <Link to={href('home')}>Busca otras ofertas</Link>.
          </p>
        )
      ) : null}
    </Section>
  );
}
