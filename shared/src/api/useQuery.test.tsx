import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PreloadedAnswersProvider } from './preloaded';
import { useQuery } from './useQuery';

function withAnswers(answers: Map<string, unknown>) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <PreloadedAnswersProvider answers={answers}>{children}</PreloadedAnswersProvider>;
  };
}

describe('useQuery with answers the edge preloaded', () => {
  it('shows the preloaded answer at once and asks nothing', async () => {
    const fetcher = jest.fn(async () => 'de la red');
    const { result } = renderHook(() => useQuery('oferta:7', fetcher), { wrapper: withAnswers(new Map([['oferta:7', 'del servidor']])) });
    expect(result.current).toMatchObject({ data: 'del servidor', loading: false });
    await act(async () => {});
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('gives the answer to every part of the page that reads it; once cleared (the visitor moved on), a mount or a retry fetches', async () => {
    const answers = new Map<string, unknown>([['oferta:7', 'del servidor']]);
    const fetcher = jest.fn(async () => 'de la red');
    const page = renderHook(() => useQuery('oferta:7', fetcher), { wrapper: withAnswers(answers) });
    const metadata = renderHook(() => useQuery('oferta:7', fetcher), { wrapper: withAnswers(answers) });
    await act(async () => {});
    expect([page.result.current.data, metadata.result.current.data]).toEqual(['del servidor', 'del servidor']);
    expect(fetcher).not.toHaveBeenCalled();
    page.unmount();
    metadata.unmount();
    answers.clear();

    const second = renderHook(() => useQuery('oferta:7', fetcher), { wrapper: withAnswers(answers) });
    expect(second.result.current.loading).toBe(true);
    await waitFor(() => expect(second.result.current.data).toBe('de la red'));
    act(() => second.result.current.retry());
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('fetches a key nobody preloaded', async () => {
    const fetcher = jest.fn(async () => 'de la red');
    const { result } = renderHook(() => useQuery('oferta:8', fetcher), { wrapper: withAnswers(new Map([['oferta:7', 'otra']])) });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('de la red'));
  });
});

describe('useQuery readers of the same key', () => {
  it('share one request while it is under way (an offer page and its metadata), each getting its answer', async () => {
    const fetcher = jest.fn(async () => 'la oferta');
    const page = renderHook(() => useQuery('oferta:9', fetcher));
    const metadata = renderHook(() => useQuery('oferta:9', fetcher));
    await waitFor(() => expect([page.result.current.data, metadata.result.current.data]).toEqual(['la oferta', 'la oferta']));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keep the request while one of them still reads it, abort it once none does, and ask anew after it settled', async () => {
    const signals: AbortSignal[] = [];
    const fetcher = jest.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => setTimeout(() => resolve('tarde'), 50));
    });
    const first = renderHook(() => useQuery('oferta:10', fetcher));
    const second = renderHook(() => useQuery('oferta:10', fetcher));
    first.unmount();
    expect(signals[0]?.aborted).toBe(false);
    await waitFor(() => expect(second.result.current.data).toBe('tarde'));
    second.unmount();

    const later = renderHook(() => useQuery('oferta:10', fetcher));
    expect(fetcher).toHaveBeenCalledTimes(2);
    later.unmount();
    expect(signals[1]?.aborted).toBe(true);
  });
});
