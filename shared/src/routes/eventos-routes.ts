// The events and companies pages of mfe-content (issue 15; ARCHITECTURE.md route table): public and indexable.
import { parseEventoParam } from './evento';

const contenido = { owner: 'mfe_content', layout: 'default', auth: false, datosBasicos: false, index: true } as const;

export const EVENTOS_ROUTES = [
  {
    name: 'eventos',
    path: '/eventos',
    ...contenido,
  },
  {
    name: 'evento',
    path: '/eventos/:evento',
    ...contenido,
    params: { evento: (value: string) => parseEventoParam(value) !== null },
    subject: 'evento',
  },
  // A CMS page at its own path (paginaDeRuta), so each portal may write its own.
  {
    name: 'informacionDelEvento',
    path: '/informacion-del-evento',
    ...contenido,
    subject: 'pagina',
  },
  {
    name: 'empresas',
    path: '/empresas',
    ...contenido,
  },
] as const;
