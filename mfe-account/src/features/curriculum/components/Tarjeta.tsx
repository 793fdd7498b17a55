import { theme } from '@portal/shared/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  gap: 1rem;
  padding: 1.25rem 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
`;

/** The element id of the card of a part of the CV (`seccion` of the completeness), for links to it. */
export const anclaDe = (seccion: string) => `cv-${seccion}`;

/** One card (a region named by its title) of the CV page; `seccion` makes it a target of the completeness links. */
export function Tarjeta({ titulo, seccion, children }: { titulo: string; seccion?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box aria-labelledby={id} id={seccion ? anclaDe(seccion) : undefined} tabIndex={seccion ? -1 : undefined}>
      <h2 id={id}>{titulo}</h2>
      {children}
    </Box>
  );
}

/** The buttons under a form or an entry. */
export const Acciones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
