import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** How long a new search waits for its answer before its page shows it loading. */
export const ESPERA_DE_BUSQUEDA_MS = 150;

interface Espera<Estado> {
  estado: Estado;
  cancelar: () => void;
}

/**
 * A new search's URL, entered once its answer arrived or after ESPERA_DE_BUSQUEDA_MS, whichever comes first: a
 * fast answer renders once, with its offers, instead of a loading page first and the offers after (two renders of
 * 200-400 ms each on a slow phone, issue 27). The page meanwhile stays as it was; the control the visitor used
 * shows their choice itself.
 * `partida(actual)`: the state a further choice builds on, the one still waiting or entered but not yet shown
 * (a second filter chosen in that moment keeps the first). A navigation of anyone else's cancels the wait.
 */
export function useBusquedaConEspera<Estado>() {
  const navigate = useNavigate();
  const location = useLocation();
  const esperando = useRef<Espera<Estado> | null>(null);
  /** Searches entered and not yet shown, oldest first, with the URL each went to. */
  const entradas = useRef<{ estado: Estado; ruta: string }[]>([]);
  /** The page's path, for `ir`'s URLs (set as the page commits, before any event reaches `ir`). */
  const ruta = useRef(location.pathname);
  useLayoutEffect(() => { ruta.current = location.pathname; });

  useEffect(() => {
    const actual = location.pathname + location.search;
    const vista = entradas.current.findIndex((entrada) => entrada.ruta === actual);
    if (vista === -1) {
      // Somebody else's navigation (back, a link): what was waiting no longer applies.
      esperando.current?.cancelar();
      esperando.current = null;
      entradas.current = [];
    } else entradas.current = entradas.current.slice(vista + 1);
  }, [location]);
  useEffect(() => () => esperando.current?.cancelar(), []);

  const ir = useCallback(
    (estado: Estado, query: string, { replace = false, respuesta }: { replace?: boolean; respuesta?: Promise<unknown> } = {}) => {
      esperando.current?.cancelar();
      esperando.current = null;
      const entrar = () => {
        esperando.current = null;
        entradas.current.push({ estado, ruta: query ? `${ruta.current}?${query}` : ruta.current });
        void navigate(`?${query}`, { replace });
      };
      if (!respuesta) {
        entrar();
        return;
      }
      let hecha = false;
      const una = () => {
        if (hecha) return;
        hecha = true;
        clearTimeout(plazo);
        entrar();
      };
      const plazo = setTimeout(una, ESPERA_DE_BUSQUEDA_MS);
      respuesta.then(una, una);
      esperando.current = { estado, cancelar: () => { hecha = true; clearTimeout(plazo); } };
    },
    [navigate],
  );

  const partida = useCallback((actual: Estado) => esperando.current?.estado ?? entradas.current.at(-1)?.estado ?? actual, []);
  return { ir, partida };
}
