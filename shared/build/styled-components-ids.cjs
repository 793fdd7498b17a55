// styled-components names each component from a counter of styled() calls in the order modules are
// evaluated. The edge and the browser evaluate the shell's and the remotes' modules in different orders, so
// without this the browser's class names never matched the server's: hydration generated and inserted every
// rule again under new names (each insertion restyling the whole page) instead of reusing the server's style
// tag. The SWC plugin gives each component an id from its file's content, the same in every build.
const swcStyledComponents = [require.resolve('@swc/plugin-styled-components'), { displayName: false, ssr: true, fileName: false }];

module.exports = { swcStyledComponents };
