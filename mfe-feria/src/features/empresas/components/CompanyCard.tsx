import type { EmpresaFeria } from '@portal/shared/contract';
import { formatNumber } from '@portal/shared/format';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

const Card = styled.article`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 1rem;
  align-content: start;
  height: 100%;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
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

function vacantesLine(cantidad: number): string {
  return cantidad === 1 ? '1 vacante' : `${formatNumber(cantidad)} vacantes`;
}

export function CompanyCard({ empresa }: { empresa: EmpresaFeria }) {
  const logoLabel = `Logo de ${empresa.nombreEmpresa}`;
  return (
    <Card>
      {empresa.urlLogo ? (
        <Logo src={empresa.urlLogo} alt={logoLabel} loading="lazy" />
      ) : (
        <Initials role="img" aria-label={logoLabel}>
          {initials(empresa.nombreEmpresa)}
        </Initials>
      )}
      <Name>{empresa.nombreEmpresa}</Name>
      <Meta>Pabellón: {empresa.pabellon.nombreOpcionCategoria}</Meta>
      <Vacancies>{vacantesLine(empresa.cantidadVacantes)}</Vacancies>
      {empresa.descripcion ? <Description>{empresa.descripcion}</Description> : null}
    </Card>
  );
}
