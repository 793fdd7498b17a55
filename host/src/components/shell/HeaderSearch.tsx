import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@portal/shared/ui';
import { SEARCH_BOX, widgetsEnNavegadorAtom } from '../../features/remotes/widgets-en-navegador';
import { CODIGOS_REGISTRO } from '@portal/shared/contract';
import { loadRemote } from '../../lib/federation';
import { ContainedError } from './ContainedError';

const Bar = styled.div`
  padding: 0.75rem max(1rem, calc((100% - ${theme.maxWidth}) / 2));
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
`;

/** Holds the box's height while it loads, so the page below does not jump. */
const Placeholder = styled.div`
  min-height: 44px;
`;

/** What the header offers when mfe-search cannot give its search box: the home page has the full search. */
function SearchFallback() {
  return <Link to="/">Buscar ofertas</Link>;
}

let adelantado: Promise<{ default: ComponentType }> | null = null;

/**
 * A page without the header's box (results, the home) loads it in idle time, from the files the edge preloaded:
 * the next page's header then shows it without waiting for federation (a tap on an offer: issue 27).
 */
export function adelantarSearchBox(): void {
  adelantado ??= cargarSearchBox();
}

/** The box loaded ahead of time if it was, once; otherwise asked for now (a remote that was down, again). */
function loadSearchBox(): Promise<{ default: ComponentType }> {
  const carga = adelantado ?? cargarSearchBox();
  adelantado = null;
  return carga;
}

async function cargarSearchBox(): Promise<{ default: ComponentType }> {
  try {
    const module = await loadRemote<{ SearchBox?: ComponentType }>(SEARCH_BOX);
    if (module?.SearchBox) return { default: module.SearchBox };
    throw new Error('mfe_search/SearchBox has no "SearchBox" export');
  } catch (error) {
    console.error(`[${CODIGOS_REGISTRO.REMOTE_UNAVAILABLE}] mfe_search/SearchBox could not be loaded; showing a link.`, error);
    return { default: SearchFallback };
  }
}

/**
 * The search box of mfe-search, loaded through federation; the header never breaks if it is missing. When the
 * edge rendered the page without it (mfe-search down on the edge), the placeholder it sent is hydrated as it is
 * and the box is loaded right after.
 */
export function HeaderSearch() {
  // One lazy component per header: a remote that was down is asked again on the next page, not never.
  const [SearchBox] = useState(() => lazy(loadSearchBox));
  const [enNavegador, setEnNavegador] = useAtom(widgetsEnNavegadorAtom);
  const deferred = enNavegador.includes(SEARCH_BOX);
  // Effects never run on the edge: there the placeholder stays.
  useEffect(() => {
    if (deferred) setEnNavegador((ids) => ids.filter((id) => id !== SEARCH_BOX));
  }, [deferred, setEnNavegador]);
  return (
    <Bar>
      <ContainedError fallback={<SearchFallback />}>
        <Suspense fallback={<Placeholder />}>
          {deferred ? <Placeholder /> : <SearchBox />}
        </Suspense>
      </ContainedError>
    </Bar>
  );
}
