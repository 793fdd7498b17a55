import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuDesplegable } from './MenuDesplegable';

function renderMenu(cerrarCon?: unknown) {
  const menu = (clave?: unknown) => (
    <>
      <MenuDesplegable etiqueta="Tu cuenta" cerrarCon={clave}>
        <li><a href="#postulaciones">Mis postulaciones</a></li>
        <li><a href="#salir">Cerrar sesión</a></li>
      </MenuDesplegable>
      <p>Fuera del menú</p>
      <button type="button">Después</button>
    </>
  );
  const { rerender } = render(menu(cerrarCon));
  return { boton: screen.getByRole('button', { name: 'Tu cuenta' }), cambiarDePagina: (clave: unknown) => { rerender(menu(clave)); } };
}

const enlaces = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('MenuDesplegable', () => {
  it('opens its links on a click, says so on its button, and closes on a second click', async () => {
    const { boton } = renderMenu();
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    expect(enlaces()).toEqual([]);

    await userEvent.click(boton);
    expect(boton).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(boton.getAttribute('aria-controls')!)).toBeVisible();
    expect(enlaces()).toEqual(['Mis postulaciones', 'Cerrar sesión']);

    await userEvent.click(boton);
    expect(enlaces()).toEqual([]);
  });

  it('opens with Enter; Escape closes it and gives the focus back to its button', async () => {
    const { boton } = renderMenu();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(boton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Mis postulaciones' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    expect(boton).toHaveFocus();
  });

  it('closes when the page is clicked outside it or the focus tabs out of it', async () => {
    const { boton } = renderMenu();
    await userEvent.click(boton);
    await userEvent.click(screen.getByText('Fuera del menú'));
    expect(boton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(boton);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Después' })).toHaveFocus();
    expect(boton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the page changes (a link of it was followed)', async () => {
    const { boton, cambiarDePagina } = renderMenu('pagina-1');
    await userEvent.click(boton);
    cambiarDePagina('pagina-2');
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    expect(enlaces()).toEqual([]);
  });
});
