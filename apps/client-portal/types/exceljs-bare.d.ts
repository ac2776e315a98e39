// exceljs's browser build without its bundled polyfills (core-js, regenerator): the portal targets
// ES2022 browsers, and the bare build is ~85 KB smaller (issue 12). Same API as the package's.
declare module 'exceljs/dist/exceljs.bare.min.js' {
  import ExcelJS from 'exceljs';
  // eslint-disable-next-line no-restricted-syntax -- the shape of a third-party module, not ours
  export default ExcelJS;
}
