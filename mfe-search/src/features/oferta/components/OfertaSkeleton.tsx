import { SkeletonBlock, VisuallyHidden } from '@portal/shared/ui';
import styled from 'styled-components';
import { Detail, FactsList, Term } from './OfferFacts';

const Article = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/** One line of text: the line's own height, with a bar the size of its letters. */
const Line = styled.div<{ $height: string }>`
  display: flex;
  align-items: center;
  height: ${({ $height }) => $height};
`;

const bar = (height: string, width: string, barHeight = '0.9rem') => (
  <Line $height={height}>
    <SkeletonBlock $height={barHeight} $width={width} />
  </Line>
);

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
          {bar('clamp(1.8rem, 4.8vw, 2.4rem)', '75%', '1.4rem')}
          {bar('calc(1.6875rem + 0.25rem)', '40%', '1rem')}
        </div>
        <SkeletonBlock $height="44px" $width="11rem" />
        <SkeletonBlock $height="44px" $width="18rem" />
        <FactsList as="div">
          {Array.from({ length: FACTS }, (_, index) => (
            <div key={index}>
              <Term as="div">{bar('1.35rem', '5rem', '0.8rem')}</Term>
              <Detail as="div">{bar('1.5rem', '60%')}</Detail>
            </div>
          ))}
        </FactsList>
        <div>
          {bar('2.625rem', '14rem', '1.1rem')}
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index}>{bar('1.5rem', index === 5 ? '50%' : '100%')}</div>
          ))}
        </div>
      </Article>
    </div>
  );
}
