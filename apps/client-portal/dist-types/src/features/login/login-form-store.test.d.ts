export {};
//# sourceMappingURL=login-form-store.test.d.ts.map