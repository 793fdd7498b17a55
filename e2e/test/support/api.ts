// Reads the data the pages should show straight from the api, so assertions name real records.
import type { EmpresaFeria, ListaNoticias, PortalConfig, ResultadoBusqueda } from '@portal/shared/contract';
import { stackInfo } from './stack';

export async function apiGet<T>(path: string): Promise<T> {
  const url = `${stackInfo.urls.api}${path}`;
  // A GET may be asked again: a kept-alive connection the server closed just then fails the first one ("other side closed").
  const res = await fetch(url).catch(() => fetch(url));
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export const portalConfig = (host: string) => apiGet<PortalConfig>(`/api/config/portal?dominio=${encodeURIComponent(host)}`);

/** The home's "latest offers" call with its exact SPEC.md parameters (CORPORATIVO/FERIA portals). */
export const latestOffers = (idDominio: number) =>
  apiGet<ResultadoBusqueda>(
    `/api/searchjob?idDominio=${idDominio}&orden=FECHA_PUBLICACION&tipoOrden=DESC&pagina=1&ofertaConfidencial=false`,
  );

export const latestNews = (idDominio: number) => apiGet<ListaNoticias>(`/api/noticias?idDominio=${idDominio}&pagina=1`);

export const fairCompanies = (idDominio: number) =>
  apiGet<{ empresas: EmpresaFeria[] }>(`/api/feria/empresas-dominio?idDominio=${idDominio}`);

/** `/trabajo/{oferta}` path of an offer: slug of its title, then its id. */
export function offerPath(oferta: { idOferta: number; nombreCargo: string }): string {
  const slug = oferta.nombreCargo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/trabajo/${slug}-${oferta.idOferta}`;
}
