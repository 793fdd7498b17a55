// Offers picked for the signed-in candidate (ARCHITECTURE.md route table): mfe-search, search results
// layout, login and complete basic data required, never indexed.
const paraCandidato = { owner: 'mfe_search', layout: 'resultadosBusqueda', auth: true, datosBasicos: true, index: false } as const;

export const OFERTAS_CANDIDATO_ROUTES = [
  {
    name: 'recomendadas',
    path: '/recomendadas',
    ...paraCandidato,
  },
  {
    name: 'relacionadas',
    path: '/relacionadas',
    ...paraCandidato,
  },
] as const;
