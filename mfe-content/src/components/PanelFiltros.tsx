import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

/**
 * A list's search or filter form (companies, events): a shaded panel, one field under the other on a phone,
 * side by side from a tablet up in `$columnas`, the button aligned with the fields' bottom.
 */
export const PanelFiltros = styled.form<{ $columnas: string }>`
  display: grid;
  gap: 1rem;
  align-items: end;
  padding: 1rem;
  background: ${theme.color.surface};
  border-radius: ${theme.radius};
  > * { min-width: 0; }
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: ${({ $columnas }) => $columnas};
  }
`;
