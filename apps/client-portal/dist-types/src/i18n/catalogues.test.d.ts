export {};
//# sourceMappingURL=catalogues.test.d.ts.map