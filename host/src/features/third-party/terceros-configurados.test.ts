import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { testAppConfig } from '../../testing/app-config';
import { tieneTerceros } from './terceros-configurados';

describe('tieneTerceros', () => {
  it('is false for a portal configured with no third-party script, which then never fetches their code', () => {
    expect(tieneTerceros(testAppConfig({ thirdParty: {} }), DEFAULT_PORTAL_CONFIG)).toBe(false);
    expect(tieneTerceros(testAppConfig({ thirdParty: undefined }), DEFAULT_PORTAL_CONFIG)).toBe(false);
  });

  it('is true with an error reporter, performance tracing or a tag manager with a valid id', () => {
    expect(tieneTerceros(testAppConfig({ thirdParty: { bugsnagApiKey: '0123456789abcdef0123456789abcdef' } }), DEFAULT_PORTAL_CONFIG)).toBe(true);
    expect(tieneTerceros(testAppConfig({ thirdParty: { performanceApiKey: 'clave' } }), DEFAULT_PORTAL_CONFIG)).toBe(true);
    const tagManager = testAppConfig({ thirdParty: { tagManagerUrl: 'https://gtm.example', tagManagerDefaultId: 'GTM-ABC123' } });
    expect(tieneTerceros(tagManager, DEFAULT_PORTAL_CONFIG)).toBe(true);
  });

  it('is true with an accessibility widget, except on a disabled portal', () => {
    const widget = testAppConfig({ thirdParty: { accessibilityWidgetUrl: 'https://widget.example/a.js' } });
    expect(tieneTerceros(widget, DEFAULT_PORTAL_CONFIG)).toBe(true);
    expect(tieneTerceros(widget, { ...DEFAULT_PORTAL_CONFIG, estado: 'DESACTIVADO' })).toBe(false);
  });
});
