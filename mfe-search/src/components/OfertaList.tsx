import type { OfertaResumen } from '@portal/shared/contract';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';
import { OfertaCard } from './OfertaCard';

/** The grid of offer cards, also holding their skeleton. */
export const OfferGrid = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Each card fills its row, so two cards side by side end on one line whatever their text. */
  & > li { display: grid; }
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Offers as a grid of the results' compact cards (one column on phones, two from tablets up, rows aligned). */
export function OfertaList({ ofertas, headingLevel }: { ofertas: OfertaResumen[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <OfferGrid>
      {ofertas.map((oferta) => (
        <li key={oferta.idOferta}>
          <OfertaCard oferta={oferta} headingLevel={headingLevel} />
        </li>
      ))}
    </OfferGrid>
  );
}
