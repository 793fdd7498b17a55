// The virtual fair's pavilion and stand pages (issue 14; SPEC.md route table), on FERIA portals only. Public
// and indexable; outside the fair window the host sends them to `/` (host/src/features/fair-window).
import { parseOfertaParam } from './params';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = (value: string) => SLUG.test(value);
const feria = { owner: 'mfe_feria', layout: 'default', auth: false, datosBasicos: false, index: true, portales: ['FERIA'] } as const;

export const FERIA_ROUTES = [
  {
    name: 'pabellon',
    path: '/pabellon/:slugpabellon',
    ...feria,
    params: { slugpabellon: slug },
  },
  {
    name: 'stand',
    path: '/pabellon/:nombrepabellon/stand/:stand',
    ...feria,
    params: { nombrepabellon: slug, stand: slug },
  },
  {
    name: 'standOferta',
    path: '/pabellon/:nombrepabellon/stand/:stand/trabajo/:oferta',
    ...feria,
    params: { nombrepabellon: slug, stand: slug, oferta: (value: string) => parseOfertaParam(value) !== null },
    subject: 'oferta',
  },
] as const;
