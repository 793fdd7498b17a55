import styled from 'styled-components';
import { MAIN_ID } from '../../components/shell/SkipLink';
import type { Layout } from './types';

const Main = styled.main`
  min-height: 100vh;
  padding: 1rem;
`;

/** Page content only: host pages (404, /check, test pages) and pages that bring their own frame. */
export const cleanLayout: Layout = (page) => <Main id={MAIN_ID}>{page}</Main>;
