import styled from 'styled-components';
import { theme } from '@portal/shared/ui';

/** The centred card of the session pages (/auth, /sin-sesion). */
export const SessionCard = styled.section`
  display: grid;
  gap: 1rem;
  justify-items: center;
  max-width: 32rem;
  margin: 3rem auto;
  padding: 2rem 1rem;
  text-align: center;
  h1 { margin: 0; font-size: clamp(1.5rem, 4vw, 1.75rem); }
  p { margin: 0; color: ${theme.color.textMuted}; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem 1.5rem;
  align-items: center;
`;
