// A stylesheet import is its text (webpack `asset/source`, shared/build/webpack-config.cjs).
declare module '*.css' {
  const hoja: string;
  export default hoja;
}
