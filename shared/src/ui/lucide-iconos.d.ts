// Types of Lucide's one-module-per-icon files, which the `lucide` package ships without declarations.
declare module 'lucide/dist/esm/icons/*.mjs' {
  const nodos: import('lucide').IconNode;
  export default nodos;
}
