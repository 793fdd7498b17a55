import styled from 'styled-components';
import { theme } from './theme';

const TONOS = {
  neutral: { fondo: theme.color.surface, texto: theme.color.text },
  success: { fondo: theme.color.surface, texto: theme.color.success },
  primary: { fondo: theme.color.highlight, texto: theme.color.primaryDark },
} as const;

/**
 * A short fact as a small label (a working day, «Nueva», «Ya postulaste»). Text only: it is read as part of
 * the sentence around it, so it carries no role of its own. Every tone keeps its text at 4.5:1 or more.
 */
export const Tag = styled.span<{ $tono?: keyof typeof TONOS }>`
  display: inline-flex;
  align-items: center;
  padding: 0 0.4375rem;
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  background: ${({ $tono = 'neutral' }) => TONOS[$tono].fondo};
  color: ${({ $tono = 'neutral' }) => TONOS[$tono].texto};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
`;
