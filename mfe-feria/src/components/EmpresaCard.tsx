import type { EmpresaFeria } from '@portal/shared/contract';
import { formatNumber } from '@portal/shared/format';
import { href } from '@portal/shared/routes';
import { Card, CardLink, theme } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The kit's Card, the logo in a column of its own beside the lines. */
const Tarjeta = styled(Card).attrs({ as: 'article' })`
  grid-template-columns: auto 1fr;
  gap: 0.25rem 1rem;
  height: 100%;
`;

const avatar = `
  grid-row: span 4;
  width: 64px;
  height: 64px;
  border-radius: ${theme.radius};
`;

const Logo = styled.img`
  ${avatar};
  object-fit: contain;
  border: 1px solid ${theme.color.border};
`;

const Initials = styled.span`
  ${avatar};
  display: grid;
  place-items: center;
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-size: 1.25rem;
  font-weight: 700;
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

const Vacancies = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Description = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** Up to two initials from the capitalised words of the name: "Banco del Pacífico" → "BP". */
export function initials(nombre: string): string {
  const words = nombre.split(/\s+/).filter((word) => /^[\p{Lu}\d]/u.test(word));
  return (words.length > 0 ? words : [nombre]).slice(0, 2).map((word) => word.charAt(0).toUpperCase()).join('');
}

export function vacantesLine(cantidad: number): string {
  return cantidad === 1 ? '1 vacante' : `${formatNumber(cantidad)} vacantes`;
}

/** The link to a company's stand. */
export const hrefStand = (empresa: Pick<EmpresaFeria, 'pabellon' | 'stand'>) =>
  href('stand', { nombrepabellon: empresa.pabellon.llaveOpcionCategoria, stand: empresa.stand });

interface Props {
  empresa: EmpresaFeria;
  /** The card's heading level: h2 on a list page, h3 under a section's h2. */
  nivel?: 'h2' | 'h3';
  /** Whether to say the pavilion (not on the pavilion's own page). */
  conPabellon?: boolean;
}

/** A company of the fair: logo, name linking to its stand, pavilion, vacancies and description. */
export function EmpresaCard({ empresa, nivel = 'h2', conPabellon = true }: Props) {
  const logoLabel = `Logo de ${empresa.nombreEmpresa}`;
  return (
    <Tarjeta>
      {empresa.urlLogo ? (
        <Logo src={empresa.urlLogo} alt={logoLabel} width={64} height={64} loading="lazy" />
      ) : (
        <Initials role="img" aria-label={logoLabel}>
          {initials(empresa.nombreEmpresa)}
        </Initials>
      )}
      <Name as={nivel}>
        {/* The whole card opens the stand; the link's name stays the company's name. */}
        <CardLink as={Link} to={hrefStand(empresa)}>
          {empresa.nombreEmpresa}
        </CardLink>
      </Name>
      {conPabellon ? <Meta>Pabellón: {empresa.pabellon.nombreOpcionCategoria}</Meta> : null}
      <Vacancies>{vacantesLine(empresa.cantidadVacantes)}</Vacancies>
      {empresa.descripcion ? <Description>{empresa.descripcion}</Description> : null}
    </Tarjeta>
  );
}
