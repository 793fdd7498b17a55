import { PageStack, theme } from '@portal/shared/ui';
import styled, { css } from 'styled-components';

/**
 * The column of a candidate-area page (applications, saved offers, alerts, questions): readable width, centred.
 * No padding of its own: the frame's lines it up with the area's navigation.
 */
export const ContenidoArea = styled(PageStack)`
  width: 100%;
  max-width: 56rem;
  margin: 0 auto;
`;

/** A list of cards, one under the other, without bullets. */
export const ListaTarjetas = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A card of those lists: bordered, titled by its h2, its lines `espacio` apart and without margins of their own. */
export const tarjetaArea = (espacio: string) => css`
  display: grid;
  gap: ${espacio};
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
`;
