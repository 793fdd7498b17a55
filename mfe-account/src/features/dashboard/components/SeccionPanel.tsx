import { Card, theme } from '@portal/shared/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** A card of the dashboard, edged in the portal's primary: one next step each. */
const Caja = styled(Card).attrs({ as: 'section' })`
  gap: ${theme.space[3]};
  padding: ${theme.space[5]} ${theme.space[4]};
  h2 { font-size: ${theme.text.lg}; }
  ul { display: grid; gap: ${theme.space[3]}; padding: 0; list-style: none; }
  li { padding-bottom: ${theme.space[3]}; border-bottom: 1px solid ${theme.color.border}; }
  li:last-child { padding-bottom: 0; border-bottom: 0; }
`;

/** One titled card of the dashboard. */
export function SeccionPanel({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <Caja aria-labelledby={id} $acento={theme.color.primary}>
      <h2 id={id}>{titulo}</h2>
      {children}
    </Caja>
  );
}

export const Secundario = styled.span`
  display: block;
  color: ${theme.color.textMuted};
  font-size: ${theme.text.sm};
`;

/** The card's way on («Ver todas mis postulaciones»), at its foot. */
export const PieSeccion = styled.p`
  font-weight: 600;
`;
