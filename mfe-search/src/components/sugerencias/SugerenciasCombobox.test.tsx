import type { SugerenciasBusqueda } from '@portal/shared/contract';
import { deferredReply, renderPage, stubApi, type StubReply } from '@portal/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SearchBox } from '../SearchBox';

const GARZON: SugerenciasBusqueda = {
  cargos: [
    { nombre: 'Garzón / Mesera', cantidad: 1234 },
    { nombre: 'Garzón de Eventos', cantidad: 1 },
  ],
  lugares: [{ tipo: 'COMUNA', nombre: 'Viña del Mar', idRegion: 5, idComuna: 41, nombreRegion: 'Región de Valparaíso', cantidad: 87 }],
};

/** The home's search box over an api whose suggestions `responder` gives for each text; returns the texts asked. */
function renderBox(responder: (texto: string) => StubReply | Promise<StubReply> = () => ({ body: GARZON })) {
  const { requests } = stubApi((request) => responder(request.url.searchParams.get('texto') ?? ''));
  const view = renderPage(<SearchBox labelVisible />, { path: '/' });
  const asked = () => requests.filter((r) => r.url.pathname === '/api/busqueda/sugerencias').map((r) => Object.fromEntries(r.url.searchParams));
  return { ...view, asked, box: screen.getByRole('combobox', { name: 'Buscar ofertas' }) };
}

const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
const landedAt = () => screen.findByText(/^Otra ruta:/);
const palabraClave = (location: { search: string }) => new URLSearchParams(location.search).get('palabraClave');

/** Types `texto`, waits for the suggestions, presses `teclas`: the location the box navigated to. */
async function buscarConTeclado(texto: string, teclas: string) {
  const { user, box, router } = renderBox();
  await user.type(box, texto);
  await screen.findByRole('listbox');
  await user.keyboard(teclas);
  await landedAt();
  return router.state.location;
}

describe('search suggestions combobox', () => {
  it('asks once the typing pauses, then lists titles and places and announces how many there are', async () => {
    const { user, box, asked } = renderBox();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');

    await user.type(box, 'gar');

    const listbox = await screen.findByRole('listbox', { name: 'Sugerencias' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getByRole('group', { name: 'Cargos' })).toBeInTheDocument();
    expect(options()).toEqual(['Garzón / Mesera1.234 ofertas', 'Garzón de Eventos1 oferta', 'Viña del Mar, Región de Valparaíso87 ofertas']);
    expect(screen.getByText('3 sugerencias')).toHaveAttribute('aria-live', 'polite');
    // "g" and "ga" went by faster than the pause: only "gar" was asked, for this portal.
    expect(asked()).toEqual([{ idDominio: '857', texto: 'gar' }]);
    expect(box).toHaveValue('gar');
  });

  it('asks nothing under two characters', async () => {
    const { user, box, asked } = renderBox();
    await user.type(box, 'g');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(asked()).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the options with the arrows, wrapping around, while the field keeps what was typed', async () => {
    const { user, box } = renderBox();
    await user.type(box, 'gar');
    await screen.findByRole('listbox');
    const [mesera, eventos, vina] = screen.getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', mesera!.id);
    expect(mesera).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', vina!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', mesera!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', eventos!.id);
    expect(mesera).toHaveAttribute('aria-selected', 'false');
    expect(box).toHaveValue('gar');
    expect(box).toHaveFocus();
  });

  it('opens the results of the title Enter picks', async () => {
    const destino = await buscarConTeclado('gar', '{ArrowDown}{Enter}');
    expect(destino.pathname).toBe('/trabajo-empleo');
    expect(palabraClave(destino)).toBe('Garzón / Mesera');
  });

  it('opens the landing of the place Enter picks', async () => {
    expect((await buscarConTeclado('vina', '{ArrowUp}{Enter}')).pathname).toBe('/trabajo-vina-del-mar');
  });

  it('searches the typed text on Enter when no option is chosen', async () => {
    expect(palabraClave(await buscarConTeclado('gar', '{Enter}'))).toBe('gar');
  });

  it('searches the text already in the field when it was typed before the page hydrated (no change event)', async () => {
    const { user, box, router } = renderBox();
    // What a visitor typed into the server's HTML is in the field, while the component's state never saw it.
    (box as HTMLInputElement).value = 'ventas';
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    await landedAt();
    expect(router.state.location.pathname).toBe('/trabajo-empleo');
    expect(palabraClave(router.state.location)).toBe('ventas');
  });

  it('closes the list on Escape and clears the field on a second Escape', async () => {
    const { user, box } = renderBox();
    await user.type(box, 'gar');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('gar');

    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    // The arrows bring the list back after a close, as long as there is text.
    await user.type(box, 'ga');
    await screen.findByRole('listbox');
  });

  it('picks an option clicked or tapped', async () => {
    const { user, box, router } = renderBox();
    await user.type(box, 'gar');
    await user.click(await screen.findByRole('option', { name: /Garzón de Eventos/ }));

    await landedAt();
    expect(palabraClave(router.state.location)).toBe('Garzón de Eventos');
  });

  it('never shows the answer for an older text once a newer one was asked', async () => {
    const replies = new Map([['ga', deferredReply()], ['gar', deferredReply()]]);
    const { user, box, asked } = renderBox((texto) => replies.get(texto)!.promise);

    await user.type(box, 'ga');
    await waitFor(() => { expect(asked().map((q) => q.texto)).toEqual(['ga']); });
    expect(await screen.findByText('Buscando sugerencias…')).toBeInTheDocument();
    await user.type(box, 'r');
    await waitFor(() => { expect(asked().map((q) => q.texto)).toEqual(['ga', 'gar']); });

    replies.get('gar')!.release({ body: { cargos: [{ nombre: 'Garzón / Mesera', cantidad: 3 }], lugares: [] } });
    await screen.findByRole('option', { name: /Garzón \/ Mesera/ });
    await act(async () => {
      replies.get('ga')!.release({ body: { cargos: [{ nombre: 'Gasfíter', cantidad: 9 }], lugares: [] } });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(options()).toEqual(['Garzón / Mesera3 ofertas']);
    expect(screen.getByText('1 sugerencia')).toBeInTheDocument();
  });

  it('says there are no suggestions when nothing matches, and shows no list', async () => {
    const { user, box } = renderBox(() => ({ body: { cargos: [], lugares: [] } }));
    await user.type(box, 'xyz');
    expect(await screen.findByText('Sin sugerencias')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
