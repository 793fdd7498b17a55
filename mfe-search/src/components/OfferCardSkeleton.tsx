import { SkeletonBlock, VisuallyHidden } from '@portal/shared/ui';
import type { ElementType } from 'react';
import styled from 'styled-components';
import { Card } from './OfferCard';

/** One line of text: the line's own height, with a bar the size of its letters. */
const Line = styled.div<{ $height: string }>`
  display: flex;
  align-items: center;
  height: ${({ $height }) => $height};
`;

const Actions = styled.div`
  margin-top: 0.5rem;
`;

const bar = (height: string, width: string, barHeight = '0.9rem') => (
  <Line $height={height}>
    <SkeletonBlock $height={barHeight} $width={width} />
  </Line>
);

/**
 * An offer card while it loads, line for line as tall as OfferCard (title, company, place, extract, date,
 * "Guardar oferta"), so the list that replaces it does not move what is around it.
 */
export function OfferCardSkeleton({ conExtracto = false }: { conExtracto?: boolean }) {
  return (
    <Card as="div" aria-hidden="true">
      {bar('1.6875rem', '70%', '1.1rem')}
      {bar('1.5rem', '45%')}
      {bar('1.5rem', '55%')}
      {conExtracto ? (
        <>
          {bar('1.5rem', '100%')}
          {bar('1.5rem', '85%')}
        </>
      ) : null}
      {bar('1.5rem', '40%')}
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
