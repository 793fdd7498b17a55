import type { ReactNode } from 'react';
import { Frame } from '../../components/shell/Frame';

/** Sign-in, registration and password recovery: only the portal's name above the form, nothing to wander off to. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return <Frame>{children}</Frame>;
}
