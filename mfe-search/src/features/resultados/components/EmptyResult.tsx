import { EmptyState } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { serializeSearchState, type EstadoBusqueda, DEFAULT_SEARCH_STATE } from '../lib/estado-busqueda';

/** The wider searches, the next step: a list (how many there are is said), its links in the page's colour. */
const Sugerencias = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding-left: 1.25rem;
`;

const FILTER_LABELS: Partial<Record<keyof EstadoBusqueda, string>> = {
  idEmpresas: 'empresas',
  ofertaConfidencial: 'solo confidenciales',
  region: 'región',
  comuna: 'comunas',
  nombreTipoCargo: 'tipo de cargo',
  nombreArea: 'área',
  carreras: 'carreras',
  fechaPublicacion: 'fecha de publicación',
  jornadas: 'jornada',
  operadorExp: 'experiencia',
  gradoEscolar: 'nivel educacional',
  esInclusivo: 'ofertas inclusivas',
  sueldoDesde: 'sueldo',
  tipoCurriculumAceptado: 'tipo de currículum',
  idCategorias: 'categorías',
};

/** Fields cleared together: a region takes its comunas, experience its years, a salary bucket both bounds. */
const CLEARS: Partial<Record<keyof EstadoBusqueda, (keyof EstadoBusqueda)[]>> = {
  region: ['region', 'comuna'],
  operadorExp: ['operadorExp', 'aniosExperiencia', 'aniosExpDesde', 'aniosExpHasta'],
  sueldoDesde: ['sueldoDesde', 'sueldoHasta'],
};

function without(state: EstadoBusqueda, keys: (keyof EstadoBusqueda)[]): string {
  const next: Record<string, unknown> = { ...state, pagina: 1 };
  for (const key of keys) next[key] = DEFAULT_SEARCH_STATE[key];
  return `?${serializeSearchState(next as unknown as EstadoBusqueda).toString()}`;
}

/** No offers: say so (the kit's EmptyState), and offer wider searches as the next step (each chosen filter removed, the keyword removed). */
export function EmptyResult({ state }: { state: EstadoBusqueda }) {
  const active = (Object.keys(FILTER_LABELS) as (keyof EstadoBusqueda)[]).filter((key) => serializeSearchState(state).has(key));
  const suggestions = [
    ...active.map((key) => ({ label: `Quitar el filtro de ${FILTER_LABELS[key] ?? key}`, search: without(state, CLEARS[key] ?? [key]) })),
    ...(active.length > 1 ? [{ label: 'Quitar todos los filtros', search: without(state, active.flatMap((key) => CLEARS[key] ?? [key])) }] : []),
    ...(state.palabraClave ? [{ label: `Buscar sin la palabra clave «${state.palabraClave}»`, search: without(state, ['palabraClave']) }] : []),
  ];
  return (
    <EmptyState
      titulo="No encontramos ofertas para tu búsqueda."
      nivel="h2"
      accion={
        suggestions.length ? (
          <Sugerencias aria-label="Búsquedas más amplias">
            {suggestions.map((suggestion) => (
              <li key={suggestion.label}>
                <Link to={{ search: suggestion.search }}>{suggestion.label}</Link>
              </li>
            ))}
          </Sugerencias>
        ) : undefined
      }
    >
      <p>{suggestions.length ? 'Prueba con una búsqueda más amplia:' : 'Vuelve pronto: se publican ofertas nuevas todos los días.'}</p>
    </EmptyState>
  );
}
