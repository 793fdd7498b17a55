// Entry of the card thread (tarjeta.ts) when the api runs from its TypeScript sources (tsx, jest): plain
// JavaScript that turns on tsx for what it loads. The production build compiles atender-tarjetas.ts under this name.
require('tsx/cjs/api').register();
require('./atender-tarjetas.ts');
