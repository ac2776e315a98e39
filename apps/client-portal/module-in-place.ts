/**
 * A build's `resolveId` that gives every import of the package `source` the module `replacement`
 * instead, except the imports of `replacement` itself, which may build on the package it replaces.
 */
export function moduleInPlace(source: string, replacement: string) {
  return (imported: string, importer: string | undefined): string | null =>
    imported === source && importer !== replacement ? replacement : null;
}
