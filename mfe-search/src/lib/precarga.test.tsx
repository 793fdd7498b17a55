import { fireEvent, screen, waitFor } from '@testing-library/react';
import { deferredReply, renderRoute, stubApi } from '@portal/shared/testing';
import { OfertaList } from '../components/OfertaList';
import { oferta, ofertaResumen } from '../testing/fixtures';
import { OfertaPagina } from './pagina-oferta';

const resultados = () => <OfertaList ofertas={[ofertaResumen()]} />;

/** The requests for offer 1234 itself (the page also asks for similar offers). */
const pedidosDeOferta = (requests: { url: URL }[]) => requests.filter((request) => request.url.pathname === '/api/ofertas/1234');

describe('a tap on an offer card', () => {
  it('asks for the offer when the finger lands, and the page opened meanwhile shows that answer without asking again', async () => {
    const respuesta = deferredReply();
    const { requests } = stubApi((request) => (request.url.pathname.endsWith('/similares') ? { body: { ofertas: [] } } : respuesta.promise));
    const { user } = renderRoute('/', { owner: 'mfe_search', pages: { home: resultados, oferta: OfertaPagina } });
    const enlace = screen.getByRole('link', { name: 'Cajero bancario' });

    fireEvent.pointerDown(enlace);
    await waitFor(() => { expect(pedidosDeOferta(requests)).toHaveLength(1); });
    await user.click(enlace);
    respuesta.release({ body: oferta() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Cajero bancario' })).toBeInTheDocument();
    expect(pedidosDeOferta(requests)).toHaveLength(1);
  });

  it('opens the offer at once when its answer arrived before the tap: no loading skeleton', async () => {
    const { requests } = stubApi((request) => (request.url.pathname.endsWith('/similares') ? { body: { ofertas: [] } } : { body: oferta() }));
    const { user } = renderRoute('/', { owner: 'mfe_search', pages: { home: resultados, oferta: OfertaPagina } });
    const enlace = screen.getByRole('link', { name: 'Cajero bancario' });

    fireEvent.pointerDown(enlace);
    await waitFor(() => { expect(pedidosDeOferta(requests)).toHaveLength(1); });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.click(enlace);

    // Right after the tap, with no answer awaited: the offer, not its skeleton.
    expect(screen.getByRole('heading', { level: 1, name: 'Cajero bancario' })).toBeInTheDocument();
    expect(pedidosDeOferta(requests)).toHaveLength(1);
  });
});
