import { getOfertasGuardadas, guardarOferta, useQuery } from '@portal/shared/api';
import type { OfertaGuardadaItem } from '@portal/shared/contract';
import { cambiosGuardadasAtom, marcarGuardadaAtom, sessionAtom } from '@portal/shared/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** What the last unsave or undo did, for the message above the list. */
export type Aviso =
  | { tipo: 'quitada'; item: OfertaGuardadaItem }
  | { tipo: 'restaurada'; item: OfertaGuardadaItem }
  | { tipo: 'error'; mensaje: string };

/**
 * The saved offers of the URL's page. Unsaving is optimistic: the offer leaves the list at once (through the
 * shared saved-offers state, so search cards and the offer page agree), comes back with a message if the api
 * refuses, and can be undone.
 */
export function useOfertasGuardadas() {
  const [params] = useSearchParams();
  const numero = Number(params.get('pagina'));
  const pagina = Number.isInteger(numero) && numero > 1 ? numero : 1;
  const consulta = useQuery(String(pagina), (signal) => getOfertasGuardadas(pagina, signal));
  const marcar = useSetAtom(marcarGuardadaAtom);
  const cambios = useAtomValue(cambiosGuardadasAtom);
  const idCandidato = useAtomValue(sessionAtom)?.candidato.idCandidato;
  const [aviso, setAviso] = useState<Aviso | null>(null);

  const visibles = consulta.data?.ofertas.filter((item) => cambios[`${idCandidato}:${item.oferta.idOferta}`] !== false);

  async function cambiar(item: OfertaGuardadaItem, guardada: boolean) {
    const { idOferta, nombreCargo } = item.oferta;
    marcar(idOferta, guardada);
    setAviso(guardada ? { tipo: 'restaurada', item } : { tipo: 'quitada', item });
    try {
      await guardarOferta(idOferta, guardada);
    } catch {
      marcar(idOferta, !guardada);
      const mensaje = guardada
        ? `No pudimos volver a guardar «${nombreCargo}». Inténtalo nuevamente.`
        : `No pudimos quitar «${nombreCargo}» de tus ofertas guardadas. Inténtalo nuevamente.`;
      setAviso({ tipo: 'error', mensaje });
    }
  }

  return {
    pagina,
    consulta,
    visibles,
    aviso,
    quitar: (item: OfertaGuardadaItem) => cambiar(item, false),
    deshacer: (item: OfertaGuardadaItem) => cambiar(item, true),
  };
}
