import { SkeletonBlock, SkeletonLine, VisuallyHidden } from '@portal/shared/ui';
import type { ElementType } from 'react';
import styled from 'styled-components';
import { Card } from './OfferCard';

const Lines = styled.div`
  display: grid;
  gap: 0.125rem;
`;

/**
 * An offer card while it loads, line for line as tall as OfferCard (logo, title, company and place, extract,
 * the facts' row, the save star), so the list that replaces it does not move what is around it.
 */
export function OfferCardSkeleton({ conExtracto = false }: { conExtracto?: boolean }) {
  return (
    <Card as="div" aria-hidden="true">
      <SkeletonBlock $height="2.5rem" $width="2.5rem" />
      <Lines>
        <SkeletonLine height="1.38rem" width="70%" barHeight="1rem" />
        <SkeletonLine height="1.3125rem" width="60%" />
        {conExtracto ? (
          <>
            <SkeletonLine height="1.3125rem" width="100%" />
            <SkeletonLine height="1.3125rem" width="85%" />
          </>
        ) : null}
        <SkeletonLine height="1.5rem" width="40%" />
      </Lines>
      <SkeletonBlock $height="44px" $width="44px" />
    </Card>
  );
}

/** Skeleton cards announced once as `label` (role status), in the list's own wrapper. */
export function OfferListSkeleton({ count, label, conExtracto, List }: { count: number; label: string; conExtracto?: boolean; List: ElementType }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <List>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <OfferCardSkeleton conExtracto={conExtracto} />
          </li>
        ))}
      </List>
    </div>
  );
}
