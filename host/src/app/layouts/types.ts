import type { ReactElement, ReactNode } from 'react';

/**
 * A layout wraps a page in its frame. A plain function, not a component: every layout made of the Frame then
 * gives React the same element type, so going from one such layout to another (results → offer) keeps the
 * header, banner and footer mounted and only the page and the frame's options change.
 */
export type Layout = (page: ReactNode) => ReactElement;
