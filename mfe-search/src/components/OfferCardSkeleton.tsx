import { SkeletonBlock, SkeletonLine, VisuallyHidden } from '@portal/shared/ui';
import type { ElementType } from 'react';
import styled from 'styled-components';
import { Card } from './OfferCard';

const Actions = styled.div`
  margin-top: 0.5rem;
`;

/**
 * An offer card while it loads, line for line as tall as OfferCard (title, company, place, extract, date,
 * "Guardar oferta"), so the list that replaces it does not move what is around it.
 */
export function OfferCardSkeleton({ conExtracto = false }: { conExtracto?: boolean }) {
  return (
    <Card as="div" aria-hidden="true">
      <SkeletonLine height="1.6875rem" width="70%" barHeight="1.1rem" />
      <SkeletonLine height="1.5rem" width="45%" />
      <SkeletonLine height="1.5rem" width="55%" />
      {conExtracto ? (
        <>
          <SkeletonLine height="1.5rem" width="100%" />
          <SkeletonLine height="1.5rem" width="85%" />
        </>
      ) : null}
      <SkeletonLine height="1.5rem" width="40%" />
      <Actions>
        <SkeletonBlock $height="44px" $width="10rem" />
      </Actions>
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
