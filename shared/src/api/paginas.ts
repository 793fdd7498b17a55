import { PaginaSchema, type Pagina } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/** GET /api/paginas/{slug}: a CMS page of the portal (404 when it has none). */
export function getPagina(slug: string, idDominio: number, signal?: AbortSignal): Promise<Pagina> {
  return api().get(`paginas/${encodeURIComponent(slug)}`, { searchParams: { idDominio }, signal }).json(PaginaSchema);
}
