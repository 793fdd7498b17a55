import { renderPage, stubApi } from '@portal/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { oferta } from '../../../testing/fixtures';
import { CompartirOferta } from './CompartirOferta';

const NOMBRES = ['Compartir en WhatsApp', 'Compartir en X (Twitter)', 'Compartir en LinkedIn', 'Compartir en Facebook'];

function renderShare() {
  return renderPage(<CompartirOferta oferta={oferta()} />, { path: '/trabajo/:oferta', url: '/trabajo/cajero-bancario-1234' });
}

/** The URL a network's share page is asked to share. */
function compartida(link: HTMLElement): string {
  const params = new URL(link.getAttribute('href')!).searchParams;
  return params.get('u') ?? params.get('url') ?? params.get('text')!.split(' ').at(-1)!;
}

// The menu itself (share sheet, Escape, copy) is the kit's ShareMenu (shared/src/ui/ShareMenu.test.tsx).
describe('CompartirOferta', () => {
  it('asks for no short link until the visitor opens the share menu', async () => {
    const { fetchMock } = stubApi(() => ({ body: {} }));
    renderShare();

    expect(screen.getByRole('button', { name: 'Compartir oferta' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens four networks in a new tab, each with its own short link of the tagged offer URL', async () => {
    const { requests } = stubApi((request) => {
      const { url } = JSON.parse(request.body) as { url: string };
      const red = new URL(url).searchParams.get('utm_source')!;
      return { body: { codigo: red.slice(0, 2), urlCorta: `http://localhost/e/${red.slice(0, 2)}` } };
    });
    const { user } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Compartir oferta' }));

    const links = within(await screen.findByRole('list')).getAllByRole('link', { name: /^Compartir en / });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(NOMBRES);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(links.map(compartida)).toEqual(['http://localhost/e/wh', 'http://localhost/e/tw', 'http://localhost/e/li', 'http://localhost/e/fa']));
    expect(requests.map((request) => JSON.parse(request.body).url)).toContain(
      'http://localhost/trabajo/cajero-bancario-1234?utm_source=whatsapp&utm_medium=social&utm_campaign=compartir-whatsapp',
    );
    expect(new Set(requests.map((request) => `${request.method} ${request.url.pathname}`))).toEqual(new Set(['POST /api/enlaces-cortos']));
  });

  it('shares the long tagged URL when the shortener fails', async () => {
    const { fetchMock } = stubApi(() => ({ status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'No disponible' } }));
    const { user } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Compartir oferta' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    // Every answer (all failures) has been handled before the links are read.
    await act(() => Promise.allSettled(fetchMock.mock.results.map((result) => result.value)));
    const linkedin = screen.getByRole('link', { name: 'Compartir en LinkedIn' });
    expect(compartida(linkedin)).toBe('http://localhost/trabajo/cajero-bancario-1234?utm_source=linkedin&utm_medium=social&utm_campaign=compartir-linkedin');
  });
});
