import { SafeHtml } from '@portal/shared/safe-html';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

/**
 * Sanitised HTML of the CMS and the news, set for reading: a line length that reads well, and tables that
 * fit a 390 px screen by wrapping their cells (a `display: block` table would scroll, but loses its table
 * semantics in some screen readers).
 */
export const Prosa = styled(SafeHtml)`
  max-width: 70ch;
  line-height: 1.6;
  overflow-wrap: anywhere;
  & > :first-child { margin-top: 0; }
  & > :last-child { margin-bottom: 0; }
  h2 { margin: 2rem 0 0.75rem; font-size: 1.375rem; line-height: 1.3; }
  h3 { margin: 1.5rem 0 0.5rem; font-size: 1.125rem; }
  p, ul, ol { margin: 0 0 1rem; }
  li + li { margin-top: 0.25rem; }
  table { width: 100%; border-collapse: collapse; margin: 0 0 1rem; font-size: 0.9375rem; }
  th, td { padding: 0.5rem 0.75rem; border: 1px solid ${theme.color.border}; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
  th { background: ${theme.color.surface}; }
`;
