import { css } from 'styled-components';
import { theme } from '@portal/shared/ui';

/** An outlined button on the coloured banner («Menú», «Hola, {nombre}», «Ingresar»): 44 px tall, the banner's own text colour. */
export const barButton = css`
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 2px solid ${theme.color.onPrimary};
  border-radius: ${theme.radius};
  background: transparent;
  color: ${theme.color.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
