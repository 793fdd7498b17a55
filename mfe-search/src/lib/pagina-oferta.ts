import { lazyPage } from '@portal/shared/ui';

/** The offer page in its own chunk: its route renders it, and a result card loads it ahead of a tap (precarga.ts). */
export const OfertaPagina = lazyPage(() => import('../features/oferta/components/OfertaPage').then((m) => m.OfertaPage));
