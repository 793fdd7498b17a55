import { screen } from '@testing-library/react';
import { renderRoute, stubApi } from '@portal/shared/testing';
import { pages } from './pages';

const renderContent = (url: string) => renderRoute(url, { owner: 'mfe_content', pages });
const noExiste = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'La página no existe.', code: 'PAGINA_NO_ENCONTRADA' } };

describe('content routes', () => {
  it('a page the portal does not have is the 404 page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(() => noExiste);
    renderContent('/page/no-existe');
    expect(await screen.findByRole('heading', { name: 'Page not found: /page/no-existe' })).toBeInTheDocument();
  });
});
