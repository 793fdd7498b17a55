import styled, { css } from 'styled-components';
import { theme } from './theme';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border-radius: ${theme.radius};
  border: 2px solid ${theme.color.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

/** Primary action. Touch target of at least 44px. */
export const Button = styled.button`
  ${base};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  &:hover:not(:disabled) { background: ${theme.color.primaryDark}; }
`;

export const SecondaryButton = styled.button`
  ${base};
  background: ${theme.color.background};
  color: ${theme.color.primary};
`;

/** A link styled as the primary button (navigation, not an action). */
export const ButtonLink = styled.a`
  ${base};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
`;

/** A link styled as the secondary button: a second way on, beside a primary one. */
export const SecondaryButtonLink = styled.a`
  ${base};
  background: ${theme.color.background};
  color: ${theme.color.primary};
`;
