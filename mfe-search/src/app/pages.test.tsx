import { ROUTES } from '@portal/shared/routes';
import { pages } from './pages';

it('has a page for every route the manifest gives to mfe-search, and no other', () => {
  const owned = ROUTES.filter((route) => route.owner === 'mfe_search').map((route) => route.name);
  expect(Object.keys(pages).sort()).toEqual([...owned].sort());
});
