import type { Pagina } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';
import { esquemaAlUsar } from './esquema-al-usar';

const PaginaSchema = esquemaAlUsar<Pagina>(() => import(/* webpackExports: ["PaginaSchema"] */ '../contract/pagina').then((m) => m.PaginaSchema));

/** The useQuery key of a CMS page, under which the edge also preloads it. */
export const paginaQueryKey = (slug: string, idDominio: number) => `pagina:${String(idDominio)}:${slug}`;

/** GET /api/paginas/{slug}: a CMS page of the portal (404 when it has none). */
export function getPagina(slug: string, idDominio: number, signal?: AbortSignal): Promise<Pagina> {
  return api().get(`paginas/${encodeURIComponent(slug)}`, { searchParams: { idDominio }, signal }).json(PaginaSchema.cargando());
}
