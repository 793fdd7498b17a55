import type { ComponentType } from 'react';
import type { Canal, Oferta, PortalConfig, TipoPortal } from '@portal/shared/contract';
import type { Landing } from './landing';

/** Federation name of each app. The host owns the router; remotes own page content. */
export type RemoteName = 'mfe_search' | 'mfe_account' | 'mfe_feria' | 'mfe_content';
export type Owner = 'host' | RemoteName;

/** The ten named layouts of SPEC.md section 2. */
export type LayoutName =
  | 'default'
  | 'defaultLogueado'
  | 'login'
  | 'soloLogo'
  | 'resultadosBusqueda'
  | 'ofertasGuardadas'
  | 'listaNoticias'
  | 'preguntasReclutadores'
  | 'limpio'
  | 'sinBuscador';

export interface RouteDef {
  /** Stable name: pages are looked up by it and links are built from it. */
  name: string;
  /** react-router pattern, e.g. `/trabajo/:oferta`. */
  path: string;
  owner: Owner;
  layout: LayoutName;
  /** Login required. */
  auth: boolean;
  /** Complete basic data also required. */
  datosBasicos: boolean;
  /** Indexable with a canonical link; otherwise noindex. */
  index: boolean;
  /** Portal types the route exists on; absent means every type. */
  portales?: readonly TipoPortal[];
  /** Param checks: a param that fails its check makes the route the 404 page. */
  params?: Readonly<Record<string, (value: string) => boolean>>;
  /** What the page shows, when its metadata, status or address depend on it (metadatos/subjects.ts). */
  subject?: SubjectKind;
}

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** The title, summary and card image of a content page (a CMS page, a news article, an event, a salary summary). */
export interface ContenidoMeta {
  title: string;
  description: string;
  image?: string | null;
}

/** What a page's subject means for it: what its metadata names, or that it is a 404, or that it lives at another path. */
export interface SubjectMeta {
  oferta?: Oferta;
  landing?: Landing;
  contenido?: ContenidoMeta;
  notFound?: true;
  /** The right path of an item asked for under a wrong slug: a 301 at the edge, a replace in the browser. */
  redirect?: string;
}

/** How a page asks for its subject: under the key its page's useQuery reads it by. */
export interface SubjectQuery<T = unknown> {
  key: string;
  fetch: (signal?: AbortSignal) => Promise<T>;
  describe: (answer: T) => SubjectMeta;
}

/** The kinds of subject a route may declare (metadatos/subjects.ts asks for each). */
export type SubjectKind = 'oferta' | 'landing' | 'noticia' | 'evento' | 'resumenSueldo' | 'pagina';

/** A route's subject for the params of a visit; null when they name nothing to ask for. */
export type RouteSubject = (visit: { route: Pick<RouteDef, 'name' | 'path'>; params: RouteParams; idDominio: number }) => SubjectQuery | null;

/** What a remote exposes as `./pages`: its page components by route name. */
export type RemotePages = Readonly<Record<string, ComponentType>>;

/** What a route loader gets on the edge: the route's params, the page's query string, the portal's store values. */
export interface RouteLoaderArgs {
  params: RouteParams;
  search: URLSearchParams;
  portal: PortalConfig;
  canales: readonly Canal[];
  /** An answer by its key: the one the edge already has for this page (its subject), else `fetch`'s. */
  ask: <T>(key: string, fetch: () => Promise<T>) => Promise<T>;
}

/**
 * A page's data, fetched once by the edge before it renders the page on the server: useQuery key → answer.
 * The answers travel to the browser with the HTML, so hydration does not fetch them again. A loader throws
 * for a page that cannot be rendered the same on the server (it then renders in the browser).
 */
export type RouteLoader = (args: RouteLoaderArgs) => Promise<Record<string, unknown>>;

/** What a remote exports next to its pages: the loaders of its server-rendered routes, by route name. */
export type RouteLoaders = Readonly<Record<string, RouteLoader>>;
