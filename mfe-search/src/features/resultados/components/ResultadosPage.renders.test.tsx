import { screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { renderResultados, stubSearch } from '../testing';

// Render counters, the only observable here: a render that changes nothing leaves the DOM as it was, yet on a
// 4× slower phone it is what kept «Cargar más ofertas» from painting (issue 27). Each wraps the real component.
const mockRenders = { tarjetas: new Map<number, number>(), filtros: 0 };

jest.mock('../../../components/GuardarOfertaButton', () => {
  const real = jest.requireActual<typeof import('../../../components/GuardarOfertaButton')>('../../../components/GuardarOfertaButton');
  return {
    GuardarOfertaButton: (props: ComponentProps<typeof real.GuardarOfertaButton>) => {
      mockRenders.tarjetas.set(props.idOferta, (mockRenders.tarjetas.get(props.idOferta) ?? 0) + 1);
      return <real.GuardarOfertaButton {...props} />;
    },
  };
});

jest.mock('./FilterControls', () => {
  const real = jest.requireActual<typeof import('./FilterControls')>('./FilterControls');
  return {
    ...real,
    FilterSelect: (props: ComponentProps<typeof real.FilterSelect>) => {
      if (props.label === 'Región') mockRenders.filtros += 1;
      return <real.FilterSelect {...props} />;
    },
  };
});

describe('search results page, «Cargar más ofertas»', () => {
  beforeEach(() => {
    sessionStorage.clear();
    mockRenders.tarjetas.clear();
    mockRenders.filtros = 0;
  });

  it('renders only the new cards: the cards already shown and the filters are not rendered again', async () => {
    stubSearch();
    const { user, search } = renderResultados('/trabajo-empleo?palabraClave=cajero');
    const boton = await screen.findByRole('button', { name: 'Cargar más ofertas' });
    await screen.findByRole('combobox', { name: 'Región' });
    const primeras = new Map(mockRenders.tarjetas);
    const filtrosAntes = mockRenders.filtros;
    expect(primeras.size).toBe(15);

    await user.click(boton);
    await waitFor(() => { expect(screen.getAllByRole('article')).toHaveLength(30); });
    await waitFor(() => { expect(search().get('pagina')).toBe('2'); });

    expect(mockRenders.tarjetas.size).toBe(30);
    for (const [idOferta, veces] of primeras) expect([idOferta, mockRenders.tarjetas.get(idOferta)]).toEqual([idOferta, veces]);
    expect(mockRenders.filtros).toBe(filtrosAntes);
  });

  it('still renders the filters again when a filter changes', async () => {
    stubSearch();
    const { user, search } = renderResultados('/trabajo-empleo');
    await screen.findByRole('button', { name: 'Cargar más ofertas' });
    const filtrosAntes = mockRenders.filtros;

    await user.click(screen.getAllByRole('checkbox', { name: /^Completa/ })[0]!);
    await waitFor(() => { expect(search().get('jornadas')).toBe('COMPLETA'); });
    // The page renders the new URL a moment after the router has it.
    await waitFor(() => { expect(mockRenders.filtros).toBeGreaterThan(filtrosAntes); });
  });
});
