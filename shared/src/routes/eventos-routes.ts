// The events and companies pages of mfe-content (issue 15; ARCHITECTURE.md route table): public and indexable.
import { paginaSubject } from './contenido-routes';
import { parseEventoParam } from './evento';
import { eventoSubject } from './subjects';

const contenido = { owner: 'mfe_content', layout: 'default', auth: false, datosBasicos: false, index: true } as const;

export const EVENTOS_ROUTES = [
  {
    name: 'eventos',
    path: '/eventos',
    ...contenido,
    title: 'Eventos de empleo',
    description: 'Ferias laborales, talleres de currículum y charlas de empleo en todo Chile, presenciales y en línea.',
  },
  {
    name: 'evento',
    path: '/eventos/:evento',
    ...contenido,
    title: 'Evento de empleo',
    description: 'Fecha, lugar, organizador e inscripción del evento de empleo.',
    params: { evento: (value: string) => parseEventoParam(value) !== null },
    subject: eventoSubject,
  },
  // A CMS page at its own path (paginaDeRuta), so each portal may write its own.
  {
    name: 'informacionDelEvento',
    path: '/informacion-del-evento',
    ...contenido,
    title: 'Información de los eventos',
    description: 'Qué son los eventos del portal y cómo participar en ellos.',
    subject: paginaSubject,
  },
  {
    name: 'empresas',
    path: '/empresas',
    ...contenido,
    title: 'Empresas con ofertas de empleo',
    description: 'Las empresas que publican ofertas de empleo en el portal, con sus ofertas vigentes.',
  },
] as const;
