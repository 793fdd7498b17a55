import { SkeletonBlock, SkeletonLine, theme, VisuallyHidden } from '@portal/shared/ui';
import type { ElementType } from 'react';
import styled from 'styled-components';
import { Card } from './OfertaCard';

const Titulo = styled.div`
  grid-area: title;
`;

/** Company and place, stacked on a phone; from a tablet up they share the facts' row. */
const Meta = styled.div`
  grid-area: meta;
  @media (min-width: ${theme.breakpoint.tablet}) { display: none; }
`;

const Hechos = styled.div`
  grid-area: facts;
  @media (min-width: ${theme.breakpoint.tablet}) { grid-area: lines; }
`;

/** A Tag's height (0.75rem × 1.5 and its 1 px borders): the tallest thing on the facts' row. */
const ALTO_TAG = 'calc(1.125rem + 2px)';

/**
 * An offer card while it loads, in OfertaCard's own grid areas (logo, title, company and place, facts, the
 * empty extract, the save star) with each line as tall as the text that replaces it, so the rows, their gaps
 * and the card's height are the loaded card's and the list does not move when results arrive. Skeletons
 * stand for a search without keyword, whose cards have no extract.
 */
export function OfertaCardSkeleton() {
  return (
    <Card as="div" aria-hidden="true">
      <SkeletonBlock $height="2.5rem" $width="2.5rem" />
      <Titulo>
        <SkeletonLine height="1.3rem" width="70%" barHeight="0.95rem" />
      </Titulo>
      <Meta>
        <SkeletonLine height="1.225rem" width="50%" />
        <SkeletonLine height="1.225rem" width="65%" />
      </Meta>
      <Hechos>
        <SkeletonLine height={ALTO_TAG} width="60%" />
      </Hechos>
      <SkeletonBlock $height="44px" $width="44px" />
    </Card>
  );
}

/** Skeleton cards announced once as `label` (role status), in the list's own wrapper. */
export function OfferListSkeleton({ count, label, List }: { count: number; label: string; List: ElementType }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <List>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <OfertaCardSkeleton />
          </li>
        ))}
      </List>
    </div>
  );
}
