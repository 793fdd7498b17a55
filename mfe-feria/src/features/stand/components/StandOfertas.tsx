import type { StandFeria } from '@portal/shared/contract';
import { fechaPublicada } from '@portal/shared/format';
import { href, ofertaSegment } from '@portal/shared/routes';
import { fechaServidorAtom } from '@portal/shared/state';
import { theme } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { vacantesLine } from '../../../components/EmpresaCard';

const Lista = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 0.25rem;
    padding: 1rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
  h3 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; color: ${theme.color.textMuted}; }
`;

/** The company's live offers at the fair, each opening inside the stand to apply from there. */
export function StandOfertas({ stand }: { stand: StandFeria }) {
  const ahora = useAtomValue(fechaServidorAtom) ?? new Date();
  if (stand.ofertas.length === 0) return <p>Por ahora {stand.nombreEmpresa} no tiene ofertas publicadas en la feria. Deja tu CV y te considerará en sus próximos procesos.</p>;
  const base = { nombrepabellon: stand.pabellon.llaveOpcionCategoria, stand: stand.stand };
  return (
    <Lista aria-label={`Ofertas de ${stand.nombreEmpresa}`}>
      {stand.ofertas.map((oferta) => (
        <li key={oferta.idOferta}>
          <h3>
            <Link to={href('standOferta', { ...base, oferta: ofertaSegment(oferta) })}>{oferta.nombreCargo}</Link>
          </h3>
          <p>
            {oferta.nombreComuna}, {oferta.nombreRegion} · {vacantesLine(oferta.vacantes)} · {fechaPublicada(oferta.fechaPublicacion, ahora)}
          </p>
        </li>
      ))}
    </Lista>
  );
}
