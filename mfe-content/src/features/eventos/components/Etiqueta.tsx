import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

/** A short label of an event (its type, "Finalizado"); `$apagada` for a past one. Both colours pass 4.5:1. */
export const Etiqueta = styled.span<{ $apagada?: boolean }>`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: ${theme.radius};
  font-size: 0.875rem;
  font-weight: 600;
  background: ${theme.color.surface};
  color: ${({ $apagada }) => ($apagada ? theme.color.textMuted : theme.color.primaryDark)};
  border: 1px solid ${theme.color.border};
`;
