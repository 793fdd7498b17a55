import { createPortalStore } from '@portal/shared/state';
import { PortalProviders } from '@portal/shared/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SEARCH_STATE } from '../lib/estado-busqueda';
import { BusquedaToolbar } from './BusquedaToolbar';

/** The toolbar under a page whose URL (the keyword prop) the test moves by hand, as late as the router may. */
function renderToolbar(palabraClave: string, user = userEvent.setup()) {
  const onKeyword = jest.fn();
  const store = createPortalStore();
  const toolbar = (keyword: string) => (
    <PortalProviders store={store}>
      <BusquedaToolbar state={{ ...DEFAULT_SEARCH_STATE, palabraClave: keyword }} onKeyword={onKeyword} onLugar={jest.fn()} />
    </PortalProviders>
  );
  const view = render(toolbar(palabraClave));
  return {
    onKeyword,
    user,
    keyword: screen.getByRole('combobox', { name: 'Buscar ofertas' }),
    urlShows: (keyword: string) => { view.rerender(toolbar(keyword)); },
  };
}

describe('BusquedaToolbar keyword', () => {
  it('keeps what was typed after a pause when the URL shows that pause’s keyword later', async () => {
    const { onKeyword, user, keyword, urlShows } = renderToolbar('');

    await user.type(keyword, 'cajero');
    await waitFor(() => { expect(onKeyword).toHaveBeenLastCalledWith('cajero'); });
    // The router renders the new URL in a transition, so typing can get in before it.
    await user.type(keyword, ' bancario');
    urlShows('cajero');

    expect(keyword).toHaveValue('cajero bancario');
    await waitFor(() => { expect(onKeyword).toHaveBeenLastCalledWith('cajero bancario'); });
  });

  it('searches at once on "Buscar", without waiting for the pause', async () => {
    // The clock stands still: only the button can have sent the keyword.
    jest.useFakeTimers();
    try {
      const { onKeyword, user, keyword } = renderToolbar('', userEvent.setup({ delay: null }));
      await user.type(keyword, 'enfermera');
      expect(onKeyword).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
      expect(onKeyword).toHaveBeenCalledTimes(1);
      expect(onKeyword).toHaveBeenCalledWith('enfermera');
      expect(screen.getByRole('search', { name: 'Buscar ofertas de empleo' })).toContainElement(keyword);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the keyword of a URL changed from elsewhere (back, forward, a link)', async () => {
    const { onKeyword, user, keyword, urlShows } = renderToolbar('enfermera');

    await user.clear(keyword);
    await user.type(keyword, 'cajero');
    await waitFor(() => { expect(onKeyword).toHaveBeenLastCalledWith('cajero'); });
    urlShows('cajero');
    urlShows('enfermera');
    expect(keyword).toHaveValue('enfermera');
    urlShows('cajero');
    expect(keyword).toHaveValue('cajero');
  });
});
