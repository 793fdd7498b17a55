// Federation of the host: a pure consumer. Remotes are not listed here: they are registered at run time from
// /remotes.json, so a squad deploys by changing a URL, never by rebuilding the host.
const path = require('node:path');
const { sharedDeps } = require('@portal/shared/build/federation');

const plugin = (file) => path.join(__dirname, 'src', 'runtime-plugin', file);

module.exports = {
  name: 'host',
  shared: sharedDeps(),
  // Order matters: timeout.ts puts a deadline on the manifest request before retry.ts sends it.
  // bundler-runtime.ts lends the remotes the functions their remoteEntry.js no longer carries.
  runtimePlugins: [plugin('bundler-runtime.ts'), plugin('timeout.ts'), plugin('retry.ts'), plugin('fallback.ts')],
};
