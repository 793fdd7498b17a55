import { formatNumber } from '@portal/shared/format';
import { SkeletonBlock, theme, LoadError } from '@portal/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { OfferListSkeleton } from '../../../components/OfertaCardSkeleton';
import { OfferGrid, OfertaList } from '../../../components/OfertaList';
import { useUltimasOfertas } from '../hooks/useUltimasOfertas';

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

/** The count's line while it loads: as tall as the text that replaces it. */
const CountSkeleton = styled.div`
  display: flex;
  align-items: center;
  height: 1.5rem;
`;

function countLine(cantidad: number): string {
  return cantidad === 1 ? '1 oferta publicada' : `${formatNumber(cantidad)} ofertas publicadas`;
}

export function UltimasOfertas() {
  const headingId = useId();
  const { resultado, loading, error, retry } = useUltimasOfertas();

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Últimas ofertas</Heading>
      {loading ? (
        <>
          <CountSkeleton aria-hidden="true">
            <SkeletonBlock $height="0.9rem" $width="12rem" />
          </CountSkeleton>
          <OfferListSkeleton count={4} label="Cargando las últimas ofertas…" List={OfferGrid} />
        </>
      ) : null}
      {!loading && error ? <LoadError message="No pudimos cargar las últimas ofertas. Revisa tu conexión e inténtalo nuevamente." onRetry={retry} /> : null}
      {!loading && !error && resultado ? (
        <>
          <Count>{countLine(resultado.cantidadRegistros)}</Count>
          {resultado.ofertas.length > 0 ? (
            <OfertaList ofertas={resultado.ofertas} />
          ) : (
            <p>Aún no hay ofertas publicadas. Vuelve pronto.</p>
          )}
        </>
      ) : null}
    </Section>
  );
}
