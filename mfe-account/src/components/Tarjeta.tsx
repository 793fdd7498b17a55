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

/** One titled card of a page (a region named by its title); `ancla` is an element id links can move the focus to. */
export function Tarjeta({ titulo, ancla, children }: { titulo: string; ancla?: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <Box aria-labelledby={id} id={ancla} tabIndex={ancla ? -1 : undefined}>
      <h2 id={id}>{titulo}</h2>
      {children}
    </Box>
  );
}
