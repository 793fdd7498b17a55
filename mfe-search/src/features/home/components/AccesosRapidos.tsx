import { regionCorta, slugify } from '@portal/shared/format';
import { href, landingSegment } from '@portal/shared/routes';
import { ChipLink, ChipList, theme } from '@portal/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFiltros } from '../../../hooks/useFiltros';

const MAXIMO = 6;
const EN_TELEFONO = 4;

const Accesos = styled.nav`
  display: grid;
  gap: ${theme.space[3]};
  h2 { margin: 0 0 ${theme.space[2]}; font-size: ${theme.text.sm}; color: ${theme.color.textMuted}; }
  /* A phone shows the first four of each, so the latest offers still start on its first screen; the rest are in «Explora las ofertas». */
  @media (max-width: ${String(parseFloat(theme.breakpoint.tablet) - 0.02)}px) { li:nth-child(n + ${String(EN_TELEFONO + 1)}) { display: none; } }
  @media (min-width: ${theme.breakpoint.desktop}) { grid-template-columns: 1fr 1fr; gap: ${theme.space[5]}; }
`;

/** Most offers first, only those with some. */
const principales = <T extends { cantidad: number }>(items: readonly T[]) =>
  items.filter((item) => item.cantidad > 0).sort((a, b) => b.cantidad - a.cantidad).slice(0, MAXIMO);

const landing = (nombre: string) => href('landing', { landing: landingSegment(slugify(nombre)) });

function Grupo({ titulo, enlaces }: { titulo: string; enlaces: { nombre: string; texto: string }[] }) {
  const id = useId();
  if (!enlaces.length) return null;
  return (
    <div>
      <h2 id={id}>{titulo}</h2>
      <ChipList aria-labelledby={id}>
        {enlaces.map((enlace) => (
          <li key={enlace.nombre}>
            <ChipLink as={Link} to={landing(enlace.nombre)}>
              {enlace.texto}
            </ChipLink>
          </li>
        ))}
      </ChipList>
    </div>
  );
}

/**
 * The quick ways in under the home's search: the areas and regions with most offers, each opening its landing
 * (the full lists are in «Explora las ofertas»). The home's loader brings the filters, so this arrives rendered
 * and moves nothing.
 */
export function AccesosRapidos() {
  const { data: filtros } = useFiltros();
  if (!filtros) return null;
  const areas = principales(filtros.areas).map((area) => ({ nombre: area.nombre, texto: area.nombre }));
  const regiones = principales(filtros.regiones).map((region) => ({ nombre: region.nombre, texto: regionCorta(region.nombre) }));
  if (!areas.length && !regiones.length) return null;
  return (
    <Accesos aria-label="Accesos rápidos">
      <Grupo titulo="Busca por área" enlaces={areas} />
      <Grupo titulo="Busca por región" enlaces={regiones} />
    </Accesos>
  );
}
