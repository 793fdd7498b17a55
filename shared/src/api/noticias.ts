import { ListaNoticiasSchema, type ListaNoticias } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/** GET /api/noticias: news, newest first. */
export function getNoticias(params: { pagina?: number; categoria?: string } = {}, signal?: AbortSignal): Promise<ListaNoticias> {
  const searchParams: Record<string, string | number> = { pagina: params.pagina ?? 1 };
  if (params.categoria) searchParams.categoria = params.categoria;
  return api().get('noticias', { searchParams, signal }).json(ListaNoticiasSchema);
}
