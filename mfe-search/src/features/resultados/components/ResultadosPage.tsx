import { precargarEsquemaBusqueda } from '@portal/shared/api';
import { buscaPorCanal, type BusquedaParams, type SugerenciaLugar } from '@portal/shared/contract';
import { slugify } from '@portal/shared/format';
import { href, landingSegment } from '@portal/shared/routes';
import { canalesAtom, portalConfigAtom } from '@portal/shared/state';
import { Alert, lazyNamed, LoadError, PageTitle, Pila, theme } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { Suspense, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Columns } from './Columns';
import { useFiltros } from '../../../hooks/useFiltros';
import { useGeolocation } from '../hooks/useGeolocation';
import { precargarResultados, useResultados } from '../hooks/useResultados';
import { useBusquedaConEspera } from '../hooks/useBusquedaConEspera';
import { sessionSemilla, toBusquedaParams, type SearchContext } from '../lib/busqueda-params';
import { busquedaSinPagina, countFilters, paginaDe, parseEstadoBusqueda, serializeSearchState, type EstadoBusqueda } from '../lib/estado-busqueda';
import { lineaDeLugar } from '../lib/dicho-en-palabras';
import { componenteDiferido } from '../../../lib/componente-diferido';
import { alEstarOcioso } from '../../../lib/precarga';
import { Filters } from './Filters';
import { OfferListSkeleton } from '../../../components/OfertaCardSkeleton';
import { CrearAlerta } from './CrearAlerta';
import { FiltersButton, FiltersPanel, useFiltersDialog } from './FiltersPanel';
import { OrdenSelect } from './OrdenSelect';
import { QuisisteDecir } from './QuisisteDecir';
import { cantidadLabel, List, ResultsList } from './ResultsList';
import { BusquedaToolbar } from './BusquedaToolbar';

// Only a search without offers shows it: its code is not fetched with every page of results.
const EmptyResult = lazyNamed(() => import('./EmptyResult').then((m) => m.EmptyResult));

// The chips show once a filter applies: fetched then, or ahead of it when a pointer, a finger or the keyboard
// reaches the filters or the keyword (choosing one then shows its chip at once, issue 27).
const FiltrosAplicados = componenteDiferido(() => import('./FiltrosAplicadosDeBusqueda').then((m) => m.FiltrosAplicadosDeBusqueda));
/** A search is near: the chips' code and the answer's schema, in idle time (a script added in the event delays it). */
const prepararBusqueda = () => {
  alEstarOcioso(() => {
    FiltrosAplicados.precargar();
    precargarEsquemaBusqueda();
  });
};

/**
 * Phones: "Filtros" and the order on one row, the count and "Crear alerta" on the next (two rows, not three:
 * the offers start higher). Wide: the count, then the order, then "Crear alerta".
 */
const ResultsBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  @media (max-width: ${String(parseFloat(theme.breakpoint.tablet) - 0.02)}px) {
    & > div { max-width: none; }
    & > p { order: 1; }
    & > button:not(:first-child) { order: 2; }
  }
`;

const Main = styled.div`
  display: grid;
  gap: 1rem;
`;

/** Its line is kept while the count loads, so the offers below do not move when it arrives. */
const Count = styled.p`
  min-height: 1.5em;
  margin: 0;
  font-weight: 600;
`;

/** The place the keyword named, under the count. */
const Lugar = styled.p`
  margin: 0.25rem 0 0;
  color: ${theme.color.textMuted};
`;

export interface ResultadosPageProps {
  heading: string;
  /** What the route itself searches (a landing's place, a channel, a category); the URL adds the rest. */
  base?: Partial<BusquedaParams>;
  /** The link of an offer from this page (the route's `…/trabajo/{oferta}` child). */
  ofertaHref: (segment: string) => string;
}

const NO_BASE: Partial<BusquedaParams> = {};

/** The one search results page: the query string is the state (SPEC.md §3 parameters, page, order). */
export function ResultadosPage({ heading, base = NO_BASE, ofertaHref }: ResultadosPageProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The search apart from its page: «Cargar más» changes only the page, and the filters (the heaviest part of
  // the page) keep the same props, so they are not rendered again.
  const sinPagina = busquedaSinPagina(searchParams);
  const busqueda = useMemo(() => parseEstadoBusqueda(new URLSearchParams(sinPagina)), [sinPagina]);
  const pagina = paginaDe(searchParams);
  const state = useMemo(() => ({ ...busqueda, pagina }), [busqueda, pagina]);
  const portal = useAtomValue(portalConfigAtom);
  const canales = useAtomValue(canalesAtom);
  const geo = useGeolocation(state.orden === 'GEOLOCALIZACION');
  // No session storage in the server render; only a random order uses the seed, and those render in the browser.
  const [semilla] = useState(() => (typeof sessionStorage === 'undefined' ? 0 : sessionSemilla()));
  const enContexto: SearchContext = { portal, canales, base, semilla, posicion: geo.posicion };
  const params = toBusquedaParams(state, enContexto);
  const resultados = useResultados(params, state.pagina);
  const filtros = useFiltros();
  const filtersDialog = useFiltersDialog();
  const panelId = useId();

  // What a search needs beside its state, read by `go` when the visitor starts one (a ref: `go` stays the same;
  // set as the page commits, before any event can reach `go`).
  const contexto = useRef(enContexto);
  useLayoutEffect(() => { contexto.current = enContexto; });

  const { ir, partida } = useBusquedaConEspera<EstadoBusqueda>();
  const go = useCallback(
    (next: EstadoBusqueda, { replace = false, esperar = true }: { replace?: boolean; esperar?: boolean } = {}) => {
      const query = serializeSearchState(next);
      // A new search (not «Cargar más»): its offers are asked for now, as the page the URL will render would.
      const respuesta = next.pagina === 1 ? precargarResultados(toBusquedaParams(parseEstadoBusqueda(query), contexto.current)) : undefined;
      ir(next, query.toString(), { replace, respuesta: esperar ? respuesta : undefined });
    },
    [ir],
  );
  // A number typed in a field shows at once (escrito): its search does not wait, or the field would lose the keystroke.
  const update = useCallback(
    (patch: Partial<EstadoBusqueda>, { escrito = false }: { escrito?: boolean } = {}) => { go({ ...partida(busqueda), ...patch, pagina: 1 }, { esperar: !escrito }); },
    [go, partida, busqueda],
  );
  // Typing replaces the entry: back leaves the results page instead of replaying every pause.
  const onKeyword = (palabraClave: string) => { go({ ...partida(busqueda), palabraClave, pagina: 1 }, { replace: true }); };
  // A picked place becomes the location filter; on a place's own landing, whose place always applies, it is that place's landing instead.
  const onLugar = (lugar: SugerenciaLugar) => {
    const enLugar = { ...partida(busqueda), palabraClave: '', pagina: 1, region: [lugar.idRegion], comuna: lugar.idComuna === null ? [] : [lugar.idComuna] };
    if (base.region === undefined && base.comuna === undefined) {
      go(enLugar);
      return;
    }
    const query = serializeSearchState({ ...enLugar, region: [], comuna: [] }).toString();
    void navigate(`${href('landing', { landing: landingSegment(slugify(lugar.nombre)) })}${query ? `?${query}` : ''}`);
  };
  const loadMore = async () => {
    const pagina = await resultados.loadMore();
    if (pagina) go({ ...state, pagina }, { replace: true });
  };

  const { ofertas, ultimo } = resultados;
  const titulo = useRef<HTMLHeadingElement>(null);
  const alVaciarFiltros = useCallback(() => titulo.current?.focus(), []);
  // Once here, the chips stay mounted: removing the last one moves the focus to the title.
  const hayChips = countFilters(state) > 0 || Boolean(ultimo?.condicionesReconocidas?.length);
  return (
    <Pila $gap="1rem">
      <PageTitle ref={titulo} tabIndex={-1}>
        {heading}
      </PageTitle>
      <div onFocus={prepararBusqueda} onPointerDown={prepararBusqueda}>
        <BusquedaToolbar state={state} onKeyword={onKeyword} onLugar={onLugar} />
      </div>
      {geo.status === 'refused' && state.orden === 'GEOLOCALIZACION' ? (
        <Alert>No pudimos obtener tu ubicación. Revisa los permisos del navegador.</Alert>
      ) : null}
      <Columns>
        {filtros.data ? (
          <FiltersPanel id={panelId} open={filtersDialog.open} onClose={filtersDialog.close} onIntencion={prepararBusqueda}>
            <Filters
              state={busqueda}
              filtros={filtros.data}
              facetaSueldo={resultados.facetaSueldo}
              conteos={resultados.conteos}
              channelPortal={buscaPorCanal(portal.tipoPortal)}
              onChange={update}
            />
          </FiltersPanel>
        ) : (
          <div />
        )}
        <Main aria-busy={resultados.loading}>
          {/* One grid cell: the suggestion's empty live region adds no gap under the bar. */}
          <div>
            <ResultsBar>
              <FiltersButton
                activeCount={countFilters(state)}
                panelId={filtros.data ? panelId : undefined}
                open={filtersDialog.open}
                openerRef={filtersDialog.openerRef}
                onOpen={filtersDialog.openDialog}
                onIntencion={prepararBusqueda}
              />
              <Count role="status">{ultimo && !resultados.error ? cantidadLabel(ultimo.cantidadRegistros) : ''}</Count>
              <OrdenSelect state={state} onChange={update} />
              <CrearAlerta params={params} filtros={filtros.data} heading={heading} />
            </ResultsBar>
            {ultimo?.lugarReconocido && !resultados.error ? <Lugar>{lineaDeLugar(ultimo.lugarReconocido)}</Lugar> : null}
            <QuisisteDecir state={state} corregida={resultados.error ? undefined : ultimo?.palabraClaveCorregida} />
          </div>
          {/* Always this boundary, on the server too: what it holds may differ (the chips' code already here or not). */}
          <Suspense fallback={null}>
            {filtros.data && (hayChips || FiltrosAplicados.listo()) ? (
              <FiltrosAplicados state={state} filtros={filtros.data} condiciones={ultimo?.condicionesReconocidas} onCambiar={update} alVaciar={alVaciarFiltros} />
            ) : null}
          </Suspense>
          {resultados.error ? (
            <LoadError message="No pudimos cargar las ofertas. Revisa tu conexión e inténtalo nuevamente." onRetry={resultados.retry} />
          ) : !ofertas || !ultimo ? (
            <OfferListSkeleton count={4} label="Cargando ofertas…" List={List} />
          ) : (
            <>
              {ofertas.length ? (
                <ResultsList
                  ofertas={ofertas}
                  hayMas={ultimo.paginaActual < ultimo.cantidadPaginas && ultimo.ofertas.length > 0}
                  loadingMore={resultados.loadingMore}
                  loadMoreFailed={resultados.loadMoreFailed}
                  onLoadMore={() => { void loadMore(); }}
                  onPrecargarMas={resultados.precargarMas}
                  ofertaHref={ofertaHref}
                />
              ) : (
                <Suspense fallback={null}>
                  <EmptyResult state={state} />
                </Suspense>
              )}
            </>
          )}
        </Main>
      </Columns>
    </Pila>
  );
}
