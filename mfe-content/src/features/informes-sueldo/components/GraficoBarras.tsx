import { theme, valorDeToken } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';

export interface Barra {
  etiqueta: string;
  valor: number;
}

/**
 * A bar chart drawn by Chart.js on a canvas. The library is imported when the chart mounts (in the browser,
 * after hydration), so it is a chunk of its own that only the salary report pages fetch. The canvas is an
 * image named by `descripcion`; a canvas cannot read `var()`, so the theme's colours are read from the page; the table next to it carries the same figures for screen readers.
 */
export function GraficoBarras({ barras, descripcion }: { barras: readonly Barra[]; descripcion: string }) {
  const lienzo = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let grafico: { destroy(): void } | null = null;
    let vigente = true;
    void import('chart.js').then(({ Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip }) => {
      if (!vigente || !lienzo.current) return;
      Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
      grafico = new Chart(lienzo.current, {
        type: 'bar',
        data: { labels: barras.map((b) => b.etiqueta), datasets: [{ label: 'Ofertas', data: barras.map((b) => b.valor), backgroundColor: valorDeToken(theme.color.primary) }] },
        options: {
          maintainAspectRatio: false,
          animation: false,
          scales: { y: { beginAtZero: true, ticks: { precision: 0, color: valorDeToken(theme.color.text) } }, x: { ticks: { color: valorDeToken(theme.color.text) } } },
        },
      });
    });
    return () => {
      vigente = false;
      grafico?.destroy();
    };
  }, [barras]);
  return <canvas ref={lienzo} role="img" aria-label={descripcion} />;
}
