import { preloadLinks } from './preloads';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'pages', assets: { js: { sync: ['pages.1.js', 'shared.2.js'] } } },
    { name: 'Dialogs', assets: { js: { sync: ['dialogs.3.js'] } } },
  ],
};

describe('preloadLinks', () => {
  it('asks for the remote entry and the chunks of the modules the page uses, at low priority', () => {
    const links = preloadLinks('http://remote.test/search/mf-manifest.json', manifest, ['pages']);
    expect(links).toEqual([
      '<link rel="preload" href="http://remote.test/search/remoteEntry.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="http://remote.test/search/pages.1.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="http://remote.test/search/shared.2.js" as="script" fetchpriority="low">',
    ]);
  });

  it('preloads nothing from a manifest it cannot read', () => {
    expect(preloadLinks('http://remote.test/mf-manifest.json', { metaData: {} }, ['pages'])).toEqual([]);
  });
});
