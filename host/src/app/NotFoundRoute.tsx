import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { layouts } from './layouts';

/** The 404 in the portal's own frame: its banner, search and footer are the visitor's ways on. */
export function NotFoundRoute() {
  const Layout = layouts.default;
  return (
    <Layout>
      <NotFoundPage />
    </Layout>
  );
}
