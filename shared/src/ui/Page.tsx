import styled from 'styled-components';

/** The vertical rhythm of a page's sections. */
export const PageStack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/** Blocks one under the other, `$gap` apart. */
export const Pila = styled.div<{ $gap: string }>`
  display: grid;
  gap: ${({ $gap }) => $gap};
`;

/** A page's one h1, scaled between phone and desktop. */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 4vw, 2rem);
  line-height: 1.2;
`;
