import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyDeError } from './lazy-de-error';
import { reloadPage } from './reload';

jest.mock('./reload', () => ({ reloadPage: jest.fn() }));

const chunkError = () => Object.assign(new Error('Loading chunk 861 failed.'), { name: 'ChunkLoadError' });

function renderPart(load: () => Promise<() => React.ReactElement>) {
  const Part = lazyDeError(load);
  render(
    <Suspense fallback={null}>
      <Part />
    </Suspense>,
  );
}

describe('lazyDeError', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.mocked(reloadPage).mockReset();
  });

  it('shows the error page once its chunk arrives', async () => {
    renderPart(async () => () => <h1>¡Se cayó la página!</h1>);
    expect(await screen.findByRole('heading', { name: '¡Se cayó la página!' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads the page when the error page cannot arrive either, and says so without reloading again within 10 s', async () => {
    renderPart(() => Promise.reject(chunkError()));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar esta página.');
    expect(reloadPage).toHaveBeenCalledTimes(1);

    renderPart(() => Promise.reject(chunkError()));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
