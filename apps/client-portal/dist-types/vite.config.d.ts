declare const _default: import("vite").UserConfig;
export default _default;
//# sourceMappingURL=vite.config.d.ts.map