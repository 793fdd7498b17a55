import { PageTitle, theme } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

// A long e-mail address or RUN line breaks instead of widening the card past a phone's width.
const Card = styled.section`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
  overflow-wrap: anywhere;
  width: 100%;
  max-width: 30rem;
  margin: 0 auto;
  /* A card from a tablet up, edged in the portal's primary like the dashboard's; a phone gives it the whole width,
     within the page's own margins (the frame's). */
  @media (min-width: ${theme.breakpoint.tablet}) {
    margin: ${theme.space[5]} auto;
    padding: 2rem;
    border: 1px solid ${theme.color.border};
    border-top: 6px solid ${theme.color.primary};
    border-radius: ${theme.radius};
    background: ${theme.color.background};
    box-shadow: ${theme.shadow[2]};
  }
`;

const Intro = styled.div`
  margin: 0;
  color: ${theme.color.textMuted};
  p { margin: 0 0 0.5rem; }
`;

/** The centred card of the sign-in, registration and recovery pages: one h1, an intro, the content. */
export function FormCard({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <Card aria-labelledby="form-card-title">
      <PageTitle id="form-card-title" tabIndex={-1}>
        {title}
      </PageTitle>
      {intro ? <Intro>{intro}</Intro> : null}
      {children}
    </Card>
  );
}

/** Links under a form ("¿Olvidaste tu contraseña?", "Crea tu cuenta"). */
export const CardLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  a { display: inline-block; padding: 0.5rem 0; color: ${theme.color.primary}; }
`;

/** The stacked fields of a form. */
export const FormGrid = styled.form`
  display: grid;
  gap: 1rem;
`;
