import { Pila, SkeletonBlock } from '@portal/shared/ui';
import styled from 'styled-components';
import { Columns } from './Columns';
import { OfferListSkeleton } from '../../../components/OfertaCardSkeleton';
import { List } from './ResultsList';

const Title = styled.div`
  display: flex;
  align-items: center;
  height: calc(clamp(1.5rem, 4vw, 2rem) * 1.2);
`;

/** Label line, then the field and "Buscar" on one row, as BusquedaToolbar draws them. */
const SearchRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 6rem;
  gap: 0.25rem 0.5rem;
  & > :first-child { grid-column: 1 / -1; }
`;

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  height: 44px;
  margin-bottom: 1rem;
`;

/**
 * A results page while what names it loads (a landing's place): title, search row, the bar with filters
 * and order, and offer cards, each the size of what replaces it.
 */
export function ResultadosSkeleton() {
  return (
    <Pila $gap="1rem">
      <Title aria-hidden="true">
        <SkeletonBlock $height="1.4rem" $width="60%" />
      </Title>
      <SearchRow aria-hidden="true">
        <SkeletonBlock $height="1.25rem" $width="8rem" />
        <SkeletonBlock $height="44px" />
        <SkeletonBlock $height="44px" />
      </SearchRow>
      <Columns>
        <div />
        <div>
          <Bar aria-hidden="true">
            <SkeletonBlock $height="44px" $width="7rem" />
            <SkeletonBlock $height="44px" $width="13rem" />
          </Bar>
          <OfferListSkeleton count={4} label="Cargando ofertas…" List={List} />
        </div>
      </Columns>
    </Pila>
  );
}
