import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useCercaDePantalla } from './useCercaDePantalla';

/** jsdom has no IntersectionObserver: this one reports what the test says (the element's top, in or out of the margin). */
let informar: (entrada: { isIntersecting: boolean; top: number }) => void = () => {};
beforeEach(() => {
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      informar = ({ isIntersecting, top }) => {
        act(() => { callback([{ isIntersecting, boundingClientRect: { top } } as IntersectionObserverEntry], this as unknown as IntersectionObserver); });
      };
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => { delete (window as { IntersectionObserver?: unknown }).IntersectionObserver; });

function Seccion() {
  const ref = useRef<HTMLElement>(null);
  return <section ref={ref}>{useCercaDePantalla(ref, false) ? 'Cargada' : 'En espera'}</section>;
}

describe('useCercaDePantalla', () => {
  it('loads what is just below the first view only once the reader scrolls', () => {
    render(<Seccion />);
    informar({ isIntersecting: true, top: window.innerHeight + 200 });
    expect(screen.getByText('En espera')).toBeInTheDocument();

    act(() => { window.dispatchEvent(new Event('scroll')); });
    expect(screen.getByText('Cargada')).toBeInTheDocument();
  });

  it('loads at once what the first view already shows', () => {
    render(<Seccion />);
    informar({ isIntersecting: true, top: window.innerHeight - 100 });
    expect(screen.getByText('Cargada')).toBeInTheDocument();
  });

  it('waits, after a scroll, until the element comes within the margin', () => {
    render(<Seccion />);
    act(() => { window.dispatchEvent(new Event('scroll')); });
    expect(screen.getByText('En espera')).toBeInTheDocument();
    informar({ isIntersecting: true, top: window.innerHeight + 300 });
    expect(screen.getByText('Cargada')).toBeInTheDocument();
  });
});
