import type { RemotePages } from '@portal/shared/routes';
import { lazyPage } from '@portal/shared/ui';

/** The pages this remote renders, by route name of the shared manifest (exposed as `./pages`). */
export const pages: RemotePages = {
  noticias: lazyPage(() => import('../features/noticias/components/NoticiasPage').then((m) => m.NoticiasPage)),
  noticiasCategoria: lazyPage(() => import('../features/noticias/components/NoticiasPage').then((m) => m.NoticiasCategoriaPage)),
  noticia: lazyPage(() => import('../features/noticias/components/NoticiaPage').then((m) => m.NoticiaPage)),
  eventos: lazyPage(() => import('../features/eventos/components/EventosPage').then((m) => m.EventosPage)),
  evento: lazyPage(() => import('../features/eventos/components/EventoPage').then((m) => m.EventoPage)),
  informacionDelEvento: lazyPage(() => import('../features/paginas/components/PaginaLegal').then((m) => m.InformacionEventosPage)),
  empresas: lazyPage(() => import('../features/empresas/components/EmpresasPage').then((m) => m.EmpresasPage)),
  pagina: lazyPage(() => import('../features/paginas/components/PaginaPage').then((m) => m.PaginaPage)),
  terminosYCondiciones: lazyPage(() => import('../features/paginas/components/PaginaLegal').then((m) => m.TerminosPage)),
  politicaDePrivacidad: lazyPage(() => import('../features/paginas/components/PaginaLegal').then((m) => m.PrivacidadPage)),
  politicaDeCookies: lazyPage(() => import('../features/paginas/components/PaginaLegal').then((m) => m.CookiesPage)),
  informeSueldoTeaser: lazyPage(() => import('../features/informes-sueldo/components/InformeTeaserPage').then((m) => m.InformeTeaserPage)),
  informesDeSueldo: lazyPage(() => import('../features/informes-sueldo/components/InformesDeSueldoPage').then((m) => m.InformesDeSueldoPage)),
  planPremium: lazyPage(() => import('../features/plan-premium/components/PlanPremiumPage').then((m) => m.PlanPremiumPage)),
  informeSueldo: lazyPage(() => import('../features/informes-sueldo/components/InformeSueldoPage').then((m) => m.InformeSueldoPage)),
};

export { loaders } from './edge-loaders';
