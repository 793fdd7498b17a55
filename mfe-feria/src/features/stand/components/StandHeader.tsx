import type { StandFeria } from '@portal/shared/contract';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';
import { vacantesLine } from '../../../components/EmpresaCard';

const Header = styled.header`
  display: grid;
  gap: 0.5rem 1.25rem;
  align-items: center;
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: auto 1fr;
  }
  h1, .nombre { margin: 0; font-size: clamp(1.5rem, 4vw, 2rem); line-height: 1.2; overflow-wrap: anywhere; }
  p { margin: 0; color: ${theme.color.textMuted}; }
  img { max-width: 100%; height: auto; border-radius: ${theme.radius}; }
`;

/** The company's logo (at its own size), name, pavilion and vacancies. */
export function StandHeader({ stand, nivel = 'h1' }: { stand: StandFeria; nivel?: 'h1' | 'p' }) {
  const Titulo = nivel;
  return (
    <Header>
      {stand.logo ? <img src={stand.logo.url} alt={`Logo de ${stand.nombreEmpresa}`} width={stand.logo.ancho} height={stand.logo.alto} /> : null}
      <div>
        <Titulo className="nombre">{stand.nombreEmpresa}</Titulo>
        <p>
          Pabellón {stand.pabellon.nombreOpcionCategoria} · {vacantesLine(stand.cantidadVacantes)}
        </p>
      </div>
    </Header>
  );
}
