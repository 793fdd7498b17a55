import { SkeletonBlock, SkeletonLine, VisuallyHidden } from '@portal/shared/ui';
import styled from 'styled-components';
import { Detail, FactsList, Term } from './OfferFacts';

const Article = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const FACTS = 7;

/**
 * The offer while it loads, shaped as OfferDetail: title and company, "Compartir oferta", the actions, the
 * facts box with its seven facts, and the description, so the offer that replaces it does not jump.
 */
export function OfertaSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Cargando la oferta…</VisuallyHidden>
      <Article aria-hidden="true">
        <div>
          <SkeletonLine height="clamp(1.8rem, 4.8vw, 2.4rem)" width="75%" barHeight="1.4rem" />
          <SkeletonLine height="calc(1.6875rem + 0.25rem)" width="40%" barHeight="1rem" />
        </div>
        <SkeletonBlock $height="44px" $width="11rem" />
        <SkeletonBlock $height="44px" $width="18rem" />
        <FactsList as="div">
          {Array.from({ length: FACTS }, (_, index) => (
            <div key={index}>
              <Term as="div">
                <SkeletonLine height="1.35rem" width="5rem" barHeight="0.8rem" />
              </Term>
              <Detail as="div">
                <SkeletonLine height="1.5rem" width="60%" />
              </Detail>
            </div>
          ))}
        </FactsList>
        <div>
          <SkeletonLine height="2.625rem" width="14rem" barHeight="1.1rem" />
          {Array.from({ length: 6 }, (_, index) => (
            <SkeletonLine key={index} height="1.5rem" width={index === 5 ? '50%' : '100%'} />
          ))}
        </div>
      </Article>
    </div>
  );
}
