import { remoteEntryUrl } from './remote-entry';

describe('remoteEntryUrl', () => {
  it('finds the entry beside a manifest on another origin', () => {
    expect(remoteEntryUrl('https://cdn.example.cl/search/v42/mf-manifest.json')).toBe('https://cdn.example.cl/search/v42/remoteEntry.js');
  });

  it('resolves a same-origin manifest path against the page', () => {
    expect(remoteEntryUrl('/remotos/search/mf-manifest.json', 'https://www.portal.cl/trabajo-empleo')).toBe('https://www.portal.cl/remotos/search/remoteEntry.js');
  });
});
