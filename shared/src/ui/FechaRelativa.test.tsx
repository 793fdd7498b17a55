import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fijarAhora } from '../testing/fijar-ahora';
import { FechaRelativa } from './FechaRelativa';

const fijar = (iso: string) => { jest.setSystemTime(new Date(iso)); };

describe('FechaRelativa', () => {
  fijarAhora('2026-11-24T15:00:00Z');

  it('says how long ago, and shows the exact date while focused until Escape', async () => {
    const user = userEvent.setup();
    render(<p>Publicada <FechaRelativa iso="2026-11-21" antesDeFecha="el " /></p>);
    const fecha = screen.getByText('hace 3 días');
    expect(fecha).toHaveAttribute('dateTime', '2026-11-21');
    expect(fecha).toHaveAccessibleDescription('sábado, 21 de noviembre de 2026');
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip).not.toBeVisible();

    await user.tab();
    expect(fecha).toHaveFocus();
    expect(tip).toBeVisible();
    await user.keyboard('{Escape}');
    expect(tip).not.toBeVisible();
    await user.tab();
    await user.tab({ shift: true });
    expect(tip).toBeVisible();
  });

  it('gives the date itself from 30 days on', () => {
    render(<p>Publicada <FechaRelativa iso="2026-09-02" antesDeFecha="el " /></p>);
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^Publicada el 2 de septiembre de 2026/);
  });

  it('hydrates the server’s words without an error, and shows the browser’s day when the two straddle midnight', async () => {
    const error = jest.spyOn(console, 'error');
    fijar('2026-11-25T02:59:00Z'); // 24 November, 23:59 in Santiago
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FechaRelativa iso="2026-11-24" />);
    document.body.append(container);
    expect(container.querySelector('time')).toHaveTextContent('hoy');

    fijar('2026-11-25T03:01:00Z'); // 25 November, 00:01
    await act(async () => { hydrateRoot(container, <FechaRelativa iso="2026-11-24" />); });
    expect(container.querySelector('time')).toHaveTextContent('ayer');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    container.remove();
  });
});
