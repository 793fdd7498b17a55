import { rutaDeVuelta } from '@portal/shared/ruta-de-vuelta';
import { theme } from '@portal/shared/ui';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

const Aviso = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.color.primary};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  p { margin: 0; }
  a { font-weight: 600; }
`;

/** The offer to go back to, when the candidate came from applying (`redirect` holding `accion=POSTULAR` or quick apply's). */
function useVueltaAOferta(): string | null {
  const [searchParams] = useSearchParams();
  const vuelta = rutaDeVuelta(searchParams.get('redirect'), null);
  if (!vuelta) return null;
  const accion = new URLSearchParams(vuelta.split('?')[1] ?? '').get('accion');
  return accion === 'POSTULAR' || accion === 'POSTULA_FACIL' ? vuelta : null;
}

/**
 * «Volver a la oferta y postular»: back to the offer whose form sent the candidate here ("Completar mi
 * currículum"), where the form opens again; nothing when the page was opened otherwise.
 */
export function VueltaAOferta() {
  const vuelta = useVueltaAOferta();
  if (!vuelta) return null;
  return (
    <Aviso>
      <p>Cuando tu currículum tenga lo que pide la oferta, vuelve a ella para terminar tu postulación.</p>
      <Link to={vuelta}>Volver a la oferta y postular</Link>
    </Aviso>
  );
}
