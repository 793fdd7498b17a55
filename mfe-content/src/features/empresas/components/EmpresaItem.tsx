import type { EmpresaConOfertas } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { formatNumber } from '@portal/shared/format';
import { SkeletonBlock, SkeletonLine, theme } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const LADO_LOGO = 48;

/** The logo in a column of its own beside the name, count and link; its box is there before it loads. */
const Item = styled.li`
  display: grid;
  grid-template-columns: ${LADO_LOGO}px minmax(0, 1fr);
  column-gap: 1rem;
  row-gap: 0.25rem;
  align-content: start;
  padding: 1rem 0;
  border-bottom: 1px solid ${theme.color.border};
  > :not(.logo) { grid-column: 2; }
  .logo { grid-row: 1 / span 3; width: ${LADO_LOGO}px; height: ${LADO_LOGO}px; border-radius: ${theme.radius}; object-fit: contain; }
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
      {/* Decorative: the company's name is the heading beside it. */}
      {empresa.urlLogo ? <img className="logo" src={empresa.urlLogo} alt="" width={LADO_LOGO} height={LADO_LOGO} loading="lazy" decoding="async" /> : <span className="logo" />}
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
      <SkeletonBlock className="logo" $height={`${LADO_LOGO}px`} $width={`${LADO_LOGO}px`} />
      <SkeletonLine height="1.575rem" width="50%" barHeight="1.125rem" />
      <SkeletonLine height="1.5rem" width="9rem" />
      <SkeletonLine height="2.5rem" width="6rem" />
    </Item>
  );
}
