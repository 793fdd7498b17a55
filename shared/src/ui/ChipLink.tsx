import styled from 'styled-components';
import { theme } from './theme';

/**
 * A way in as a pill (an area, a region): a link, 36 px tall for touch (WCAG 2.5.8 asks 24). Use
 * `as={Link}` for a route of the portal.
 */
export const ChipLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: 36px;
  padding: ${theme.space[1]} ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.color.background};
  /* The primary is the portal's link colour, kept at 4.5:1 on the background by the theme check. */
  color: ${theme.color.primary};
  font-size: ${theme.text.sm};
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover { border-color: ${theme.color.primary}; text-decoration: underline; }
`;

/** A wrapping row of chips, as a list. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
