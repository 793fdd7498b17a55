import { ROUTES } from '@portal/shared/routes';
import { pages } from './pages';

it('has a page for every route the manifest gives to mfe-content, and no other', () => {
  const owned = ROUTES.filter((route) => route.owner === 'mfe_content').map((route) => route.name);
  expect(Object.keys(pages).sort()).toEqual([...owned].sort());
});
