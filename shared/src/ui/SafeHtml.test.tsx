import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SafeHtml } from './SafeHtml';

const NO_CONFIABLE = '<p><strong>Requisitos</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">';

describe('SafeHtml', () => {
  it('keeps formatting and drops scripts and event handlers', async () => {
    const { container } = await act(async () => render(<Suspense><SafeHtml html={NO_CONFIABLE} /></Suspense>));
    expect((await screen.findByText('Requisitos')).tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('hydrates the markup the server sanitised, and sanitises other HTML shown in its place', async () => {
    // The edge has rendered a page before: its DOMPurify is loaded, so renderToString need not wait for it.
    const primera = await act(async () => render(<Suspense><SafeHtml html="<p>Otra oferta</p>" /></Suspense>));
    primera.unmount();
    const container = document.createElement('div');
    document.body.append(container);
    const pagina = <Suspense><SafeHtml html={NO_CONFIABLE} /></Suspense>;
    container.innerHTML = renderToString(pagina);
    const descripcion = container.querySelector('strong');

    const onRecoverableError = jest.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, pagina, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('strong')).toBe(descripcion);
    expect(container.querySelector('script')).toBeNull();

    await act(async () => root.render(<Suspense><SafeHtml html={'<p>Nueva oferta</p><img src="x" onerror="alert(3)">'} /></Suspense>));
    expect(screen.getByText('Nueva oferta')).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
