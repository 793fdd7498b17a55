import { renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { oferta } from '../testing/fixtures';

/** The module other remotes get from loadRemote('mfe_search/OfferDetail'). */
async function exposedOfferDetail() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the federation config is CommonJS
  const { exposes } = require('../../federation.config.cjs') as { exposes: Record<string, string> };
  expect(exposes['./OfferDetail']).toBe('./src/app/OfferDetailWidget.tsx');
  return (await import('./OfferDetailWidget')).OfferDetail;
}

describe('the exposed ./OfferDetail widget', () => {
  it('renders the offer of the idOferta it is given', async () => {
    const OfferDetail = await exposedOfferDetail();
    const { requests } = stubApi(() => ({ body: oferta({ idOferta: 4321, nombreCargo: 'Enfermera clínica' }) }));
    renderPage(<OfferDetail idOferta={4321} />, { path: '/ofertas-guardadas' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Enfermera clínica' })).toBeInTheDocument();
    expect(screen.getByText('Banco del Pacífico')).toBeInTheDocument();
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/ofertas/4321']);
  });

  it('lets the candidate apply and save there, as on the offer page', async () => {
    const OfferDetail = await exposedOfferDetail();
    stubApi(() => ({ body: oferta({ idOferta: 4321, nombreCargo: 'Enfermera clínica' }) }));
    renderPage(<OfferDetail idOferta={4321} />, { path: '/ofertas-guardadas' });

    expect(await screen.findByRole('button', { name: 'Postular' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar oferta' })).toBeInTheDocument();
  });

  it('says so when the offer does not exist', async () => {
    const OfferDetail = await exposedOfferDetail();
    stubApi(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No existe.' } }));
    renderPage(<OfferDetail idOferta={9} />, { path: '/ofertas-guardadas' });

    expect(await screen.findByText('La oferta no existe o fue eliminada.')).toBeInTheDocument();
  });
});
