import { ButtonLink } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A router link styled as the primary button (navigation, not an action). */
export function BotonLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink as={Link} to={to}>
      {children}
    </ButtonLink>
  );
}
