import type { Oferta } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { PageTitle, SecondaryButton, theme } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  gap: 1rem;
  justify-items: start;
  padding: 1.5rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  p { margin: 0; }
`;

/** The application OK view: the candidate's next steps. */
export function PostulacionExitosa({ oferta, onVolver }: { oferta: Oferta; onVolver: () => void }) {
  const titulo = useRef<HTMLHeadingElement>(null);
  // Focus moves to the new view's title so screen readers announce the outcome.
  useEffect(() => titulo.current?.focus(), []);
  return (
    <Box aria-labelledby="postulacion-exitosa">
      <PageTitle id="postulacion-exitosa" ref={titulo} tabIndex={-1}>
        ¡Postulaste con éxito!
      </PageTitle>
      <p>
        Enviamos tu postulación a <strong>{oferta.nombreEmpresaFantasia}</strong> para el cargo <strong>{oferta.nombreCargo}</strong>. La empresa
        revisará tus antecedentes y te contactará si avanzas en el proceso.
      </p>
      <p>
        <Link to={href('home')}>Seguir buscando ofertas</Link>
      </p>
      <SecondaryButton type="button" onClick={onVolver}>
        Volver a la oferta
      </SecondaryButton>
    </Box>
  );
}
