import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

/** Filters beside the results from a tablet up; one source for the page and its skeleton, so nothing moves. */
export const Columns = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: minmax(14rem, 18rem) 1fr;
    align-items: start;
  }
`;
