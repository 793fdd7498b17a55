import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { loadScript } from '../../lib/load-script';
import { startAccessibilityWidget } from './accessibility-widget';

jest.mock('../../lib/load-script', () => ({ loadScript: jest.fn(() => Promise.resolve()) }));

const WIDGET = 'https://accesibilidad.example.cl/widget.js';

afterEach(() => jest.mocked(loadScript).mockClear());

describe('accessibility widget', () => {
  it('loads the configured script on an active portal', async () => {
    await expect(startAccessibilityWidget({ accessibilityWidgetUrl: WIDGET }, DEFAULT_PORTAL_CONFIG)).resolves.toBe(true);
    expect(loadScript).toHaveBeenCalledWith(WIDGET);
  });

  it('is not loaded on a DESACTIVADO portal', async () => {
    await expect(
      startAccessibilityWidget({ accessibilityWidgetUrl: WIDGET }, { ...DEFAULT_PORTAL_CONFIG, estado: 'DESACTIVADO' }),
    ).resolves.toBe(false);
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('is not loaded when no URL is configured', async () => {
    await expect(startAccessibilityWidget({}, DEFAULT_PORTAL_CONFIG)).resolves.toBe(false);
    expect(loadScript).not.toHaveBeenCalled();
  });
});
