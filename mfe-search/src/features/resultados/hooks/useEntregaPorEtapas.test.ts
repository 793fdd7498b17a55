import { renderHook } from '@testing-library/react';
import { useEntregaPorEtapas } from './useEntregaPorEtapas';

const busqueda = (nombre: string, cantidad = 20) => Array.from({ length: cantidad }, (_, i) => ({ id: `${nombre}-${i}` }));

/** Every list the hook gave, render by render. */
function renderEntregas(inicial: { id: string }[]) {
  const entregas: number[] = [];
  const view = renderHook(({ ofertas }) => {
    const visibles = useEntregaPorEtapas(ofertas);
    entregas.push(visibles.length);
    return visibles;
  }, { initialProps: { ofertas: inicial } });
  return { ...view, entregas };
}

describe('useEntregaPorEtapas', () => {
  // In this order: the page's first list is the server's, hydrated whole; every later one is a search of the browser's.
  it('renders the page’s first list whole', () => {
    const { result, entregas } = renderEntregas(busqueda('servidor'));
    expect(result.current).toHaveLength(20);
    expect(entregas.every((n) => n === 20)).toBe(true);
  });

  it('renders a new search’s first 8 offers, then all of them', () => {
    const primera = busqueda('a');
    const { result, rerender, entregas } = renderEntregas(primera);
    expect(entregas[0]).toBe(8);
    expect(result.current).toHaveLength(20);

    entregas.length = 0;
    const nueva = busqueda('b');
    rerender({ ofertas: nueva });
    expect(entregas[0]).toBe(8);
    expect(result.current).toEqual(nueva);
  });

  it('renders offers added by «Cargar más» with the rest at once', () => {
    const primera = busqueda('a');
    const { result, rerender, entregas } = renderEntregas(primera);
    entregas.length = 0;
    const mas = [...primera, ...busqueda('a-pagina-2')];
    rerender({ ofertas: mas });
    expect(entregas.every((n) => n === 40)).toBe(true);
    expect(result.current).toEqual(mas);
  });
});
