import { SkeletonBlock, SkeletonLine, theme, VisuallyHidden } from '@portal/shared/ui';
import type { ElementType } from 'react';
import styled from 'styled-components';
import { Card } from './OfferCard';

/** The card's middle column, all its rows. */
const Lines = styled.div`
  grid-column: 2;
  grid-row: 1 / -1;
  display: grid;
  gap: 0.125rem;
`;

/** A phone stacks company, place and facts; from a tablet up they share one row. */
const PhoneOnly = styled.div`
  display: grid;
  gap: 0.125rem;
  @media (min-width: ${theme.breakpoint.tablet}) { display: none; }
`;

/**
 * An offer card while it loads, line for line as tall as OfferCard (logo, title, company, place and facts,
 * the save star), so the list that replaces it does not move what is around it. Skeletons stand for a
 * search without keyword, whose cards have no extract.
 */
export function OfferCardSkeleton() {
  return (
    <Card as="div" aria-hidden="true">
      <SkeletonBlock $height="2.5rem" $width="2.5rem" />
      <Lines>
        <SkeletonLine height="1.3rem" width="70%" barHeight="0.95rem" />
        <PhoneOnly>
          <SkeletonLine height="1.225rem" width="50%" />
          <SkeletonLine height="1.225rem" width="65%" />
        </PhoneOnly>
        <SkeletonLine height="1.3rem" width="60%" />
      </Lines>
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
            <OfferCardSkeleton />
          </li>
        ))}
      </List>
    </div>
  );
}
