import { theme } from '@portal/shared/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Caja = styled.section`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  padding: 1.25rem 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
  ul { display: grid; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
`;

/** One titled section of the dashboard. */
export function SeccionPanel({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <Caja aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      {children}
    </Caja>
  );
}

export const Secundario = styled.span`
  display: block;
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;
