import { getPagina, paginaQueryKey, useItemQuery, type ItemState } from '@portal/shared/api';
import type { Pagina } from '@portal/shared/contract';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';

/** The portal's CMS page `slug`; a 404 answer means the portal has no such page. */
export function usePagina(slug: string): ItemState<Pagina> {
  const { idDominio } = useAtomValue(portalConfigAtom);
  return useItemQuery(paginaQueryKey(slug, idDominio), (signal) => getPagina(slug, idDominio, signal));
}
