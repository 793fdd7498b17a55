import { theme } from '@portal/shared/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  gap: 1rem;
  padding: 1.25rem 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
`;

/** One titled section of the settings page. */
export function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      {children}
    </Box>
  );
}
