import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

/** The h2 of an item in a content list (an event, a news item); its link is padded into a touch target. */
export const TituloItem = styled.h2`
  margin: 0;
  font-size: ${theme.text.lg};
  line-height: 1.3;
  a { display: inline-block; padding: 0.125rem 0; }
`;
