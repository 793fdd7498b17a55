// Entry of the PDF thread (pdf.ts) when the api runs from its TypeScript sources (tsx, jest): plain
// JavaScript that turns on tsx for what it loads. The production build compiles atender-pdf.ts under this name.
require('tsx/cjs/api').register();
require('./atender-pdf.ts');
