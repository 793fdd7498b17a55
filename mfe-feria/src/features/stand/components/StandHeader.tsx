import type { StandFeria } from '@portal/shared/contract';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';
import { initials, vacantesLine } from '../../../components/EmpresaCard';

/** The stand's front: a banner in the fair's colour, the company's logo standing on its lower edge, its name. */
const Header = styled.header`
  display: grid;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  box-shadow: ${theme.shadow[1]};
  h1, .nombre { margin: 0; font-size: clamp(1.5rem, 4vw, 2rem); line-height: 1.2; overflow-wrap: anywhere; }
  p { margin: 0; color: ${theme.color.textMuted}; }
`;

const Banner = styled.div`
  height: 4.5rem;
  background: ${theme.color.primary};
  @media (min-width: ${theme.breakpoint.tablet}) { height: 6rem; }
`;

const Cuerpo = styled.div`
  display: grid;
  gap: ${theme.space[3]} ${theme.space[5]};
  padding: 0 ${theme.space[4]} ${theme.space[4]};
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: auto 1fr;
    align-items: end;
    padding: 0 ${theme.space[5]} ${theme.space[5]};
  }
`;

/** The logo's frame: always the same box (no shift as it loads), lifted onto the banner. */
const Marco = styled.div`
  display: grid;
  place-items: center;
  width: 7.5rem;
  height: 7.5rem;
  margin-top: -3rem;
  padding: ${theme.space[2]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  box-shadow: ${theme.shadow[1]};
  img { width: 100%; height: 100%; object-fit: contain; }
`;

const Iniciales = styled.span`
  color: ${theme.color.primary};
  font-size: ${theme.text.xxl};
  font-weight: 700;
`;

/** The company's banner and logo, name, pavilion and vacancies. */
export function StandHeader({ stand, nivel = 'h1' }: { stand: StandFeria; nivel?: 'h1' | 'p' }) {
  const Titulo = nivel;
  const logoLabel = `Logo de ${stand.nombreEmpresa}`;
  return (
    <Header>
      <Banner aria-hidden="true" />
      <Cuerpo>
        <Marco>
          {stand.logo ? (
            <img src={stand.logo.url} alt={logoLabel} width={stand.logo.ancho} height={stand.logo.alto} />
          ) : (
            <Iniciales role="img" aria-label={logoLabel}>
              {initials(stand.nombreEmpresa)}
            </Iniciales>
          )}
        </Marco>
        <div>
          <Titulo className="nombre">{stand.nombreEmpresa}</Titulo>
          <p>
            Pabellón {stand.pabellon.nombreOpcionCategoria} · {vacantesLine(stand.cantidadVacantes)}
          </p>
        </div>
      </Cuerpo>
    </Header>
  );
}
