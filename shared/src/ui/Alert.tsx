import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Box = styled.div<{ $tone: 'danger' | 'info' }>`
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  border: 1px solid ${({ $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.border)};
  color: ${({ $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.text)};
  background: ${theme.color.surface};
`;

/** An error or notice announced to screen readers as it appears. */
export function Alert({ children, tone = 'danger' }: { children: ReactNode; tone?: 'danger' | 'info' }) {
  return (
    <Box role={tone === 'danger' ? 'alert' : 'status'} $tone={tone}>
      {children}
    </Box>
  );
}
