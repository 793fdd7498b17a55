// Marks every valibot call of a contract file `/*#__PURE__*/`. The contract's files only build schemas, and the
// contract is bundled into each app with only what it uses (BUNDLED_PER_APP in federation.cjs); without the mark,
// terser keeps every `v.object(…)` of a file one of whose constants a first view imports, and valibot with it.
// shared/test/contract-builders.test.ts checks that a contract file's top level only builds schemas.
const LLAMADA_DE_VALIBOT = /(^|[^\w$.])v\.([a-z]\w*)\(/g;

module.exports = function esquemasPuros(source) {
  return source.replace(LLAMADA_DE_VALIBOT, '$1/*#__PURE__*/ v.$2(');
};
