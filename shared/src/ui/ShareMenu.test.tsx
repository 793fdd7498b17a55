import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareMenu } from './ShareMenu';

const REDES = ['Compartir en WhatsApp', 'Compartir en X (Twitter)', 'Compartir en LinkedIn', 'Compartir en Facebook'];

function renderMenu(acortar?: (url: string, signal: AbortSignal) => Promise<string>) {
  const user = userEvent.setup();
  render(<ShareMenu etiqueta="Compartir noticia" titulo="Cómo preparar una entrevista" url="/noticias/12-entrevista" acortar={acortar} />);
  return { user, boton: screen.getByRole('button', { name: 'Compartir noticia' }) };
}

/** The URL a network's share page is asked to share. */
function compartida(link: HTMLElement): string {
  const params = new URL(link.getAttribute('href')!).searchParams;
  return params.get('u') ?? params.get('url') ?? params.get('text')!.split(' ').at(-1)!;
}

describe('ShareMenu', () => {
  it('opens the networks under the button, each in a new tab with its UTM-tagged URL, plus e-mail and copy', async () => {
    const { user, boton } = renderMenu();
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await user.click(boton);
    expect(boton).toHaveAttribute('aria-expanded', 'true');
    // The menu's code is fetched when it first opens.
    const menu = await screen.findByRole('list');
    expect(menu).toHaveAttribute('id', boton.getAttribute('aria-controls'));
    const redes = within(menu).getAllByRole('link', { name: /^Compartir en / });
    expect(redes.map((link) => link.getAttribute('aria-label'))).toEqual(REDES);
    for (const link of redes) expect(link).toHaveAttribute('target', '_blank');
    expect(redes[0]).toHaveAccessibleDescription('Se abre en una pestaña nueva.');
    expect(compartida(redes[2]!)).toBe('http://localhost/noticias/12-entrevista?utm_source=linkedin&utm_medium=social&utm_campaign=compartir-linkedin');
    const correo = within(menu).getByRole('link', { name: 'Enviar por correo' });
    expect(correo.getAttribute('href')).toBe('mailto:?subject=C%C3%B3mo%20preparar%20una%20entrevista&body=C%C3%B3mo%20preparar%20una%20entrevista%0Ahttp%3A%2F%2Flocalhost%2Fnoticias%2F12-entrevista');
    expect(within(menu).getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
  });

  it('closes with Escape and gives the focus back to the button', async () => {
    const { user, boton } = renderMenu();
    await user.click(boton);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Compartir en WhatsApp' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    expect(boton).toHaveFocus();
  });

  it('copies the page URL and says so, to the eye and to a screen reader', async () => {
    const { user, boton } = renderMenu();
    // user-event's clipboard stub, spied on (its readText trips over jsdom's Blob).
    const copiado = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(boton);
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));

    expect(copiado).toHaveBeenCalledWith('http://localhost/noticias/12-entrevista');
    expect(screen.getByRole('status')).toHaveTextContent('Enlace copiado.');
    expect(screen.getByRole('button', { name: 'Enlace copiado' })).toBeInTheDocument();
  });

  it('says how to copy by hand when the browser refuses to copy', async () => {
    const { user, boton } = renderMenu();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(boton);
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));

    expect(screen.getByRole('status')).toHaveTextContent('No pudimos copiar el enlace: cópialo desde la barra de direcciones.');
  });

  it('shares each network through its short link once the menu opens, and the long one when shortening fails', async () => {
    const acortar = jest.fn((url: string) => {
      const red = new URL(url).searchParams.get('utm_source')!;
      return red === 'facebook' ? Promise.reject(new Error('503')) : Promise.resolve(`http://localhost/e/${red.slice(0, 2)}`);
    });
    const { user, boton } = renderMenu(acortar);
    expect(acortar).not.toHaveBeenCalled();

    await user.click(boton);
    const redes = screen.getAllByRole('link', { name: /^Compartir en / });
    await waitFor(() => expect(redes.slice(0, 3).map(compartida)).toEqual(['http://localhost/e/wh', 'http://localhost/e/tw', 'http://localhost/e/li']));
    await act(() => Promise.allSettled(acortar.mock.results.map((result) => result.value)));
    expect(compartida(redes[3]!)).toBe('http://localhost/noticias/12-entrevista?utm_source=facebook&utm_medium=social&utm_campaign=compartir-facebook');
  });

  describe("with the browser's share sheet", () => {
    afterEach(() => { Reflect.deleteProperty(navigator, 'share'); });

    function conHoja(share: jest.Mock) {
      Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    }

    it('hands the page to the share sheet instead of opening the menu', async () => {
      const share = jest.fn(() => Promise.resolve());
      conHoja(share);
      const acortar = jest.fn(() => Promise.resolve('http://localhost/e/x'));
      const { user, boton } = renderMenu(acortar);
      await user.click(boton);

      expect(share).toHaveBeenCalledWith({ title: 'Cómo preparar una entrevista', text: 'Cómo preparar una entrevista', url: 'http://localhost/noticias/12-entrevista' });
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(boton).not.toHaveAttribute('aria-expanded');
      expect(acortar).not.toHaveBeenCalled();
    });

    it('shows nothing more when the visitor closes the sheet', async () => {
      conHoja(jest.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError'))));
      const { user, boton } = renderMenu();
      await user.click(boton);

      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it('falls back to the menu when the sheet cannot open', async () => {
      conHoja(jest.fn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'))));
      const { user, boton } = renderMenu();
      await user.click(boton);

      expect(await screen.findAllByRole('link', { name: /^Compartir en / })).toHaveLength(4);
      expect(boton).toHaveAttribute('aria-expanded', 'true');
    });
  });
});
