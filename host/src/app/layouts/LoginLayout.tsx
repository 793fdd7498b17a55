import { Frame } from '../../components/shell/Frame';
import type { Layout } from './types';

/** Sign-in, registration and password recovery: only the portal's name above the form, nothing to wander off to. */
export const loginLayout: Layout = (page) => <Frame>{page}</Frame>;
