import type { FiltrosBusqueda } from '@portal/shared/contract';
import { formatNumber, slugify } from '@portal/shared/format';
import { href, landingSegment } from '@portal/shared/routes';
import { canalesAtom } from '@portal/shared/state';
import { theme } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFiltros } from '../../../hooks/useFiltros';

const Section = styled.section`
  display: grid;
  gap: 1.25rem;
  h2 { margin: 0; }
`;

const Grupos = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: ${theme.breakpoint.tablet}) { grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
`;

/** Each group a card, like the offers above it. */
const Grupo = styled.nav`
  display: grid;
  align-content: start;
  gap: 0.5rem;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  h3 { margin: 0; font-size: 1rem; }
  ul { display: grid; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
  a { display: inline-block; padding: 0.25rem 0; }
  span { color: ${theme.color.textMuted}; }
`;

/** Most offers first, only those with some, at most `max`. */
const principales = <T extends { cantidad: number }>(items: readonly T[], max: number) =>
  items.filter((item) => item.cantidad > 0).sort((a, b) => b.cantidad - a.cantidad).slice(0, max);

interface Enlace {
  to: string;
  texto: string;
  cantidad?: number;
}

function ListaDeEnlaces({ titulo, enlaces }: { titulo: string; enlaces: Enlace[] }) {
  const tituloId = useId();
  if (!enlaces.length) return null;
  return (
    <Grupo aria-labelledby={tituloId}>
      <h3 id={tituloId}>{titulo}</h3>
      <ul>
        {enlaces.map((enlace) => (
          <li key={enlace.to}>
            <Link to={enlace.to}>{enlace.texto}</Link>
            {enlace.cantidad === undefined ? null : <span> ({formatNumber(enlace.cantidad)})</span>}
          </li>
        ))}
      </ul>
    </Grupo>
  );
}

const landing = (nombre: string) => href('landing', { landing: landingSegment(slugify(nombre)) });

function gruposDe(filtros: FiltrosBusqueda) {
  const regiones = filtros.regiones.filter((region) => region.cantidad > 0);
  const comunas = principales(filtros.regiones.flatMap((region) => region.comunas), 12);
  return {
    regiones: regiones.map((r) => ({ to: landing(r.nombre), texto: r.nombre, cantidad: r.cantidad })),
    comunas: comunas.map((c) => ({ to: landing(c.nombre), texto: `Trabajo en ${c.nombre}`, cantidad: c.cantidad })),
    areas: principales(filtros.areas, 12).map((a) => ({ to: landing(a.nombre), texto: a.nombre, cantidad: a.cantidad })),
    categorias: principales(filtros.categorias, 12).map((c) => ({
      to: href('categoria', { categoria: `${String(c.idCategoria)}-${c.slug}` }),
      texto: c.nombre,
      cantidad: c.cantidad,
    })),
  };
}

/**
 * "Explora las ofertas": the portal's landings by region, comuna, area and category, and its channels, as
 * plain links, so people and crawlers reach them from the home instead of by typing their address.
 */
export function ExplorarOfertas() {
  const tituloId = useId();
  const { data: filtros } = useFiltros();
  const canales = useAtomValue(canalesAtom).filter((canal) => canal.estado === 1);
  if (!filtros) return null;
  const grupos = gruposDe(filtros);
  return (
    <Section aria-labelledby={tituloId}>
      <h2 id={tituloId}>Explora las ofertas</h2>
      <Grupos>
        <ListaDeEnlaces titulo="Por región" enlaces={grupos.regiones} />
        <ListaDeEnlaces titulo="Comunas con más ofertas" enlaces={grupos.comunas} />
        <ListaDeEnlaces titulo="Por área" enlaces={grupos.areas} />
        <ListaDeEnlaces titulo="Por categoría" enlaces={grupos.categorias} />
        <ListaDeEnlaces titulo="Por canal" enlaces={canales.map((canal) => ({ to: href('canal', { idCanal: String(canal.idCanal) }), texto: canal.nombre }))} />
      </Grupos>
    </Section>
  );
}
