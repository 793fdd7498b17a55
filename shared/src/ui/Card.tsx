import styled from 'styled-components';
import { theme } from './theme';

/**
 * A bordered box resting on the page: dashboard panels, news and events, pavilions, empty states. `$acento`
 * paints its top edge (a pavilion's colour, the portal's primary); the text never sits on it, so contrast holds.
 */
export const Card = styled.div<{ $acento?: string }>`
  position: relative;
  display: grid;
  gap: ${theme.space[3]};
  align-content: start;
  min-width: 0;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-top: ${({ $acento }) => ($acento ? `4px solid ${$acento}` : `1px solid ${theme.color.border}`)};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  box-shadow: ${theme.shadow[1]};
  overflow-wrap: anywhere;
  & > * { margin: 0; }
`;

/**
 * The one link that opens a whole card: its box covers the card (the card must be `position: relative`,
 * as Card is), its name stays its own text, and its focus ring outlines the card.
 */
export const CardLink = styled.a`
  text-decoration: none;
  &:hover { text-decoration: underline; }
  &::after { content: ''; position: absolute; inset: 0; border-radius: ${theme.radius}; }
  &:focus-visible { outline: none; }
  &:focus-visible::after { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;
