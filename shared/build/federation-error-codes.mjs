// The federation runtime's error codes for a production remote, without their English descriptions. What a
// remote still bundles of the runtime (the package's index, around the host's lent core) names them for one
// error only, which cannot happen there: calling its own instance before init. The host's copy keeps every
// description (about 0.4 KB gzip in each remoteEntry.js). webpack-config.cjs points the package here.
export * from 'federation-error-codes-completo';
export const runtimeDescMap = {};
