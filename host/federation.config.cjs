// Federation of the host: a pure consumer. Remotes are not listed here: they are registered at run time from
// /remotes.json, so a squad deploys by changing a URL, never by rebuilding the host.
const path = require('node:path');
const { sharedDeps } = require('@portal/shared/build/federation');

const plugin = (file) => path.join(__dirname, 'src', 'runtime-plugin', file);

module.exports = {
  name: 'host',
  shared: sharedDeps(),
  // timeout.ts's deadline also holds for the entry that retry.ts loads again.
  // bundler-runtime.ts lends the remotes the functions their remoteEntry.js no longer carries.
  runtimePlugins: [plugin('bundler-runtime.ts'), plugin('timeout.ts'), plugin('retry.ts'), plugin('fallback.ts')],
};
