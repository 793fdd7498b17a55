import { theme } from '@portal/shared/ui';
import styled from 'styled-components';
import { tarjetaArea } from './PaginaArea';

/** One offer in the candidate's lists (applications, saved offers): a bordered card titled by its h2. */
export const TarjetaOferta = styled.article`
  ${tarjetaArea('0.75rem')}
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
