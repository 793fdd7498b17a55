import { getSugerencias } from '@portal/shared/api';
import { TEXTO_SUGERENCIAS, type SugerenciasBusqueda } from '@portal/shared/contract';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

/** How long typing must pause before suggestions are asked for. */
export const SUGERENCIAS_DEBOUNCE_MS = 150;

export interface EstadoSugerencias {
  /** The suggestions of the text they were asked for; null before any answer or for a text too short. */
  respuesta: (SugerenciasBusqueda & { texto: string }) | null;
  /** A request for the current text is pending (waiting out the pause or on the network). */
  cargando: boolean;
}

/**
 * Suggestions for what is being typed (`texto`; null: nothing typed since the last pick). Each new text cancels
 * the pending request (its answer would be stale); a failed request just suggests nothing.
 */
export function useSugerencias(texto: string | null): EstadoSugerencias {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const [respuesta, setRespuesta] = useState<EstadoSugerencias['respuesta']>(null);
  const consulta = texto?.trim().slice(0, TEXTO_SUGERENCIAS.maximo) ?? '';
  const valida = consulta.length >= TEXTO_SUGERENCIAS.minimo;

  useEffect(() => {
    if (!valida) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void (async () => {
        let sugerencias: SugerenciasBusqueda = { cargos: [], lugares: [] };
        try {
          sugerencias = await getSugerencias(idDominio, consulta, controller.signal);
        } catch {
          // Suggestions are a help: without them the field still searches what was typed.
        }
        // An answer for a text already replaced is stale.
        if (!controller.signal.aborted) setRespuesta({ ...sugerencias, texto: consulta });
      })();
    }, SUGERENCIAS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [idDominio, consulta, valida]);

  return { respuesta: valida ? respuesta : null, cargando: valida && respuesta?.texto !== consulta };
}
