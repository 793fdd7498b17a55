// Entry of the search thread (busqueda-en-hilo.ts) when the api runs from its TypeScript sources (tsx, jest): plain
// JavaScript that turns on tsx for what it loads. The production build compiles atender-busquedas.ts under this name.
require('tsx/cjs/api').register();
require('./atender-busquedas.ts');
