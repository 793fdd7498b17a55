import type { EmpresaConOfertas } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { formatNumber } from '@portal/shared/format';
import { SkeletonLine, theme } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Item = styled.li`
  display: grid;
  gap: 0.25rem;
  padding: 1rem 0;
  border-bottom: 1px solid ${theme.color.border};
  h2 { margin: 0; font-size: 1.125rem; line-height: 1.4; overflow-wrap: anywhere; }
  p { margin: 0; }
  a { display: inline-block; padding: 0.5rem 0; }
`;

/** The search of the company's offers (mfe-search's results page reads `idEmpresas` from its URL). */
export function ofertasDeEmpresaHref(idEmpresa: number): string {
  return `${href('trabajoEmpleo')}?${new URLSearchParams({ idEmpresas: String(idEmpresa) }).toString()}`;
}

const ofertas = (n: number) => (n === 1 ? '1 oferta vigente' : `${formatNumber(n)} ofertas vigentes`);

/** One company: its name, how many live offers it has on the portal, and the way to them. */
export function EmpresaItem({ empresa }: { empresa: EmpresaConOfertas }) {
  return (
    <Item>
      <h2>{empresa.nombre}</h2>
      <p>{ofertas(empresa.cantidadOfertas)}</p>
      {/* Named with the company: a list of "Ver ofertas" links would say nothing out of context. */}
      <Link to={ofertasDeEmpresaHref(empresa.idEmpresa)} aria-label={`Ver ofertas de ${empresa.nombre}`}>
        Ver ofertas
      </Link>
    </Item>
  );
}

/** A company of the list while it loads, as tall as one. */
export function EmpresaItemSkeleton() {
  return (
    <Item aria-hidden="true">
      <SkeletonLine height="1.575rem" width="50%" barHeight="1.125rem" />
      <SkeletonLine height="1.5rem" width="9rem" />
      <SkeletonLine height="2.5rem" width="6rem" />
    </Item>
  );
}
