import type { OfertaResumen } from '@portal/shared/contract';
import { formatNumber } from '@portal/shared/format';
import { Alert, SecondaryButton } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { OfertaCard } from '../../../components/OfertaCard';
import { usePrecargaAlVer } from '../../../lib/precarga';
import { useEntregaPorEtapas } from '../hooks/useEntregaPorEtapas';

/** The ordered list of results, also holding their skeleton. */
export const List = styled.ol`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const cantidadLabel = (n: number) => (n === 1 ? '1 oferta' : `${formatNumber(n)} ofertas`);

/**
 * The offers found so far and "Cargar más ofertas" while pages remain. After loading more, focus moves to the
 * first new offer so keyboard and screen-reader users continue where the list grew. The next page is asked
 * for once the button comes into view (or a finger lands on it), so the tap shows it sooner.
 */
export function ResultsList({
  ofertas,
  hayMas,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  onPrecargarMas,
  ofertaHref,
}: {
  ofertas: OfertaResumen[];
  hayMas: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  onPrecargarMas: () => void;
  ofertaHref: (segment: string) => string;
}) {
  const visibles = useEntregaPorEtapas(ofertas);
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const cargarMas = useRef<HTMLButtonElement>(null);
  // Watched anew after each page: the button stays, the page it would load changes.
  usePrecargaAlVer(cargarMas, onPrecargarMas, { vuelta: ofertas.length });

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || index >= ofertas.length) return;
    focusFrom.current = null;
    listRef.current?.children[index]?.querySelector('a')?.focus();
  }, [ofertas.length]);

  return (
    <>
      <List ref={listRef}>
        {visibles.map((oferta) => (
          <li key={oferta.idOferta}>
            <OfertaCard oferta={oferta} headingLevel="h2" ofertaHref={ofertaHref} conExtracto />
          </li>
        ))}
      </List>
      {loadMoreFailed ? <Alert>No pudimos cargar más ofertas. Inténtalo nuevamente.</Alert> : null}
      {hayMas ? (
        <SecondaryButton
          ref={cargarMas}
          type="button"
          disabled={loadingMore}
          onPointerDown={onPrecargarMas}
          onClick={() => {
            focusFrom.current = ofertas.length;
            onLoadMore();
          }}
        >
          {loadingMore ? 'Cargando ofertas…' : 'Cargar más ofertas'}
        </SecondaryButton>
      ) : null}
    </>
  );
}
