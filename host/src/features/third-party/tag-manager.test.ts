import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '@portal/shared/contract';
import { loadScript } from '../../lib/load-script';
import { startTagManager } from './tag-manager';
import { tagManagerId } from './tag-manager-id';

jest.mock('../../lib/load-script', () => ({ loadScript: jest.fn(() => Promise.resolve()) }));

const GTM_BASE = 'https://www.googletagmanager.com';
const portalWith = (idAnalytics: string | null): PortalConfig => ({ ...DEFAULT_PORTAL_CONFIG, idAnalytics });

afterEach(() => {
  jest.mocked(loadScript).mockClear();
  delete window.dataLayer;
});

describe('tag-manager id', () => {
  it("uses the portal's id when it is GTM- followed by capital letters and digits", () => {
    expect(tagManagerId('GTM-AB12CD3', 'GTM-DEFAULT1')).toBe('GTM-AB12CD3');
  });

  it.each(['GTM-', 'gtm-AB12', 'GTM-ab12', 'UA-12345-1', 'GTM-AB 12', 'GTM-AB12"><script>', ''])(
    'falls back to the default id when the portal id is "%s"',
    (id) => {
      expect(tagManagerId(id, 'GTM-DEFAULT1')).toBe('GTM-DEFAULT1');
    },
  );

  it('has none when neither the portal id nor the default id is valid', () => {
    expect(tagManagerId(null, undefined)).toBeNull();
    expect(tagManagerId('GTM-', 'UA-1')).toBeNull();
  });
});

describe('tag manager', () => {
  it("loads gtm.js with the portal's id from the configured base URL and starts the data layer", async () => {
    await expect(startTagManager({ tagManagerUrl: `${GTM_BASE}/`, tagManagerDefaultId: 'GTM-DEFAULT1' }, portalWith('GTM-PORTAL9'))).resolves.toBe(true);
    expect(loadScript).toHaveBeenCalledWith(`${GTM_BASE}/gtm.js?id=GTM-PORTAL9`);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) })]);
  });

  it('loads the default id for a portal without a valid id of its own', async () => {
    await startTagManager({ tagManagerUrl: GTM_BASE, tagManagerDefaultId: 'GTM-DEFAULT1' }, portalWith('UA-999'));
    expect(loadScript).toHaveBeenCalledWith(`${GTM_BASE}/gtm.js?id=GTM-DEFAULT1`);
  });

  it('loads nothing without a tag-manager URL, even with an id', async () => {
    await expect(startTagManager({ tagManagerDefaultId: 'GTM-DEFAULT1' }, portalWith('GTM-PORTAL9'))).resolves.toBe(false);
    expect(loadScript).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads nothing without any valid id, even with a URL', async () => {
    await expect(startTagManager({ tagManagerUrl: GTM_BASE }, portalWith(null))).resolves.toBe(false);
    expect(loadScript).not.toHaveBeenCalled();
  });
});
