import { href } from '@portal/shared/routes';
import { theme } from '@portal/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Aviso = styled.aside`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h2, p { margin: 0; }
  h2 { font-size: ${theme.text.lg}; }
`;

/** A discreet way to the premium plan (issue 25), after the offers: the home stays about searching. */
export function PlanPremiumAviso() {
  const id = useId();
  return (
    <Aviso aria-labelledby={id}>
      <h2 id={id}>Plan premium para candidatos</h2>
      <p>Informes de sueldo completos y cómo se compara tu perfil con el de los demás postulantes. Por ahora, gratis.</p>
      <p>
        <Link to={href('planPremium')}>Conoce el plan premium</Link>
      </p>
    </Aviso>
  );
}
