import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { stubFeria } from '../../../testing/feria';
import { renderRoute } from '../../../testing/render-route';

const URL_OFERTA = '/pabellon/salud/stand/clinica-los-andes/trabajo/enfermera-clinica-77';

function OfferDetailFalso({ idOferta }: { idOferta: number }) {
  return <h1>Oferta {idOferta}</h1>;
}

describe('StandOfertaPage', () => {
  it("opens the offer with mfe-search's OfferDetail under the stand's company, with the way back to the stand", async () => {
    jest.mocked(loadRemote).mockImplementation(async (id: string) => (id === 'mfe_search/OfferDetail' ? { OfferDetail: OfferDetailFalso } : null));
    stubFeria();
    renderRoute(URL_OFERTA);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oferta 77' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Volver al stand de Clínica Los Andes' })).toHaveAttribute('href', '/pabellon/salud/stand/clinica-los-andes');
    expect(screen.getByText('Clínica Los Andes')).toBeInTheDocument();
  });

  it("links to the offer's own page when mfe-search cannot give its widget", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemote).mockResolvedValue({});
    stubFeria();
    renderRoute(URL_OFERTA);
    expect(await screen.findByRole('link', { name: 'Ver la oferta en su página' })).toHaveAttribute('href', '/trabajo/77');
  });
});
