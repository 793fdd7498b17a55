// Entry of the card thread (tarjeta.ts). Plain JavaScript so node can start it anywhere (tsx, jest,
// production); it turns on tsx for the TypeScript it loads, as the api's own start does.
require('tsx/cjs/api').register();
require('./atender-tarjetas.ts');
