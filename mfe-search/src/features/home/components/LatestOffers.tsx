import { formatNumber } from '@portal/shared/format';
import { Skeleton, theme, LoadError } from '@portal/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { OfferCard } from '../../../components/OfferCard';
import { useLatestOffers } from '../hooks/useLatestOffers';

const Section = styled.section`
  display: grid;
  gap: 1rem;
`;

const Heading = styled.h2`
  margin: 0;
`;

const Count = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

function countLine(cantidad: number): string {
  return cantidad === 1 ? '1 oferta publicada' : `${formatNumber(cantidad)} ofertas publicadas`;
}

export function LatestOffers() {
  const headingId = useId();
  const { resultado, loading, error, retry } = useLatestOffers();

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Últimas ofertas</Heading>
      {loading ? <Skeleton lines={6} label="Cargando las últimas ofertas…" /> : null}
      {!loading && error ? <LoadError message="No pudimos cargar las últimas ofertas. Revisa tu conexión e inténtalo nuevamente." onRetry={retry} /> : null}
      {!loading && !error && resultado ? (
        <>
          <Count>{countLine(resultado.cantidadRegistros)}</Count>
          {resultado.ofertas.length > 0 ? (
            <List>
              {resultado.ofertas.map((oferta) => (
                <li key={oferta.idOferta}>
                  <OfferCard oferta={oferta} />
                </li>
              ))}
            </List>
          ) : (
            <p>Aún no hay ofertas publicadas. Vuelve pronto.</p>
          )}
        </>
      ) : null}
    </Section>
  );
}
