// The candidate's CV (issue 10; ARCHITECTURE.md route table): mfe-account, logged-in layout, login and
// complete basic data required, never indexed.
export const CURRICULUM_ROUTES = [
  {
    name: 'miCurriculum',
    path: '/mi-curriculum',
    owner: 'mfe_account',
    layout: 'defaultLogueado',
    auth: true,
    datosBasicos: true,
    index: false,
  },
] as const;
