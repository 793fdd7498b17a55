// Search suggestions in the header's search box (mfe-search's combobox inside the host), on a phone, by keyboard.
import AxeBuilder from '@axe-core/webdriverio';
import type { SugerenciasBusqueda } from '@portal/shared/contract';
import { slugify } from '@portal/shared/format';
import { apiGet, portalConfig } from './support/api';
import { browser, currentPath, openPage, useBrowser } from './support/browser';
import { findByRole } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const PHONE = { width: 390, height: 844 };

describe('search suggestions on a phone', () => {
  beforeAll(() => browser().setWindowSize(PHONE.width, PHONE.height));
  afterAll(() => browser().setWindowSize(1280, 900));

  test('typing a place in the header box lists it on screen, and the arrows and Enter open its landing', async () => {
    const { idDominio } = await portalConfig('localhost');
    const { cargos, lugares } = await apiGet<SugerenciasBusqueda>(`/api/busqueda/sugerencias?idDominio=${idDominio}&texto=vina`);
    const vina = lugares.find((lugar) => lugar.nombre === 'Viña del Mar');
    expect(vina).toBeDefined();

    await openPage('localhost', '/noticias');
    const box = await findByRole('combobox', { name: 'Buscar ofertas' });
    await box.click();
    await browser().keys([...'vina']);

    const listbox = await browser().$('[role="listbox"]');
    await listbox.waitForDisplayed({ timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'the suggestions never showed' });
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    const options = await browser().$$('[role="option"]');
    expect(options).toHaveLength(cargos.length + lugares.length);
    // Every option fits the phone's width, and is tall enough for a finger.
    for (const option of options) {
      const [{ x }, { width, height }] = await Promise.all([option.getLocation(), option.getSize()]);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(PHONE.width);
      expect(height).toBeGreaterThanOrEqual(44);
    }

    // The places follow the titles: the arrows go down to Viña del Mar, the field still shows what was typed.
    const target = cargos.length + lugares.indexOf(vina!);
    for (let i = 0; i <= target; i++) await browser().keys(['ArrowDown']);
    const active = await box.getAttribute('aria-activedescendant');
    expect(await browser().$(`[id="${active}"]`).getText()).toContain('Viña del Mar');
    expect(await box.getValue()).toBe('vina');
    await browser().keys(['Enter']);

    await browser().waitUntil(async () => (await currentPath()) === `/trabajo-${slugify('Viña del Mar')}`, {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: 'picking Viña del Mar did not open its landing',
    });
    await findByRole('heading', { name: 'Trabajo en Viña del Mar' });
  });

  test('the open list of a common prefix (titles and places, scrolling) has no WCAG AA violations', async () => {
    await openPage('localhost', '/noticias');
    const box = await findByRole('combobox', { name: 'Buscar ofertas' });
    await box.click();
    await browser().keys([...'de']);
    await browser().$('[role="listbox"]').waitForDisplayed({ timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'the suggestions never showed' });
    await browser().keys(['ArrowDown']);

    const { violations } = await new AxeBuilder({ client: browser() }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
