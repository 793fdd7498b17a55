import { Pila, SkeletonBlock, SkeletonLine, VisuallyHidden } from '@portal/shared/ui';
import { Detail, FactsList, Term } from './OfertaFacts';

const FACTS = 7;

/**
 * The offer while it loads, shaped as OfertaDetail: title and company block, the action group, the facts
 * box with its seven facts, and the description, so the offer that replaces it does not jump.
 */
export function OfertaSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Cargando la oferta…</VisuallyHidden>
      <Pila $gap="1.25rem" aria-hidden="true">
        <Pila $gap="0.75rem">
          <SkeletonLine height="clamp(1.8rem, 4.8vw, 2.4rem)" width="75%" barHeight="1.4rem" />
          <SkeletonLine height="3.5rem" width="60%" barHeight="2.5rem" />
        </Pila>
        <SkeletonBlock $height="44px" $width="min(100%, 30rem)" />
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
      </Pila>
    </div>
  );
}
