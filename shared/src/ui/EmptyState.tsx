import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Caja = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space[2]};
  padding: ${theme.space[5]} ${theme.space[4]};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  overflow-wrap: anywhere;
  & > * { margin: 0; }
`;

const Titulo = styled.p`
  font-size: ${theme.text.md};
  font-weight: 700;
`;

const Texto = styled.div`
  color: ${theme.color.textMuted};
  & > * { margin: 0; }
`;

const Accion = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin-top: ${theme.space[2]};
`;

export interface EmptyStateProps {
  /** What is missing, as one sentence («Aún no tienes alertas.»). */
  titulo: ReactNode;
  /** Its heading level where it stands in for a list with a heading; a bold paragraph otherwise. */
  nivel?: 'h2' | 'h3';
  /** Why, or what the next step brings. */
  children?: ReactNode;
  /** The next step: a link or a button (ButtonLink for the main one). */
  accion?: ReactNode;
  /** `status` when the list emptied while the person looked (a search, a removal), so it is announced. */
  role?: 'status';
}

/** An empty list said plainly, with the next step to fill it. */
export function EmptyState({ titulo, nivel, children, accion, role }: EmptyStateProps) {
  return (
    <Caja role={role}>
      <Titulo as={nivel}>{titulo}</Titulo>
      {children ? <Texto>{children}</Texto> : null}
      {accion ? <Accion>{accion}</Accion> : null}
    </Caja>
  );
}
