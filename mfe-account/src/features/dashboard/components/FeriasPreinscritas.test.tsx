import { PRE_REGISTRO, renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { FeriasPreinscritas } from './FeriasPreinscritas';

describe('FeriasPreinscritas (the dashboard card of issue 14)', () => {
  it('lists the fairs the candidate pre-registered for, with their opening in Chile and a link to each', async () => {
    const { requests } = stubApi(() => ({ body: { preRegistros: [PRE_REGISTRO] } }), { jwt: 'jwt-camila' });
    renderPage(<FeriasPreinscritas />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Tus ferias laborales' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Feria de Empleo de Verano' })).toHaveAttribute('href', 'http://feria-cerrada.localhost/');
    expect(screen.getByText('Preinscripción confirmada · abre el 1 de enero de 2031 a las 00:00 (hora de Chile)')).toBeInTheDocument();
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer jwt-camila');
  });

  it('shows nothing without pre-registrations, or when they cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = stubApi(() => ({ status: 500, body: { statusCode: 500, error: 'Error', code: 'ERROR_INTERNO', message: 'x' } }), { jwt: 'jwt-camila' });
    const { container } = renderPage(<FeriasPreinscritas />, { path: '/dashboard' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});
