import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

/** One offer in the candidate's lists (applications, saved offers): a bordered card titled by its h2. */
export const TarjetaOferta = styled.article`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
`;

/** The company, place and date line under the offer's title. */
export const DetalleOferta = styled.p`
  color: ${theme.color.textMuted};
`;

/** What the candidate must notice about the offer (expired, withdrawn). */
export const AvisoOferta = styled.p`
  font-weight: 600;
  color: ${theme.color.warning};
`;
