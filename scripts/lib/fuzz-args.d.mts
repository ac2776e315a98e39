export declare const FUZZ_TESTS: string[];
export declare const DEFAULT_RUNS: number;
export declare function fuzzRuns(args: string[]): { runs: number; error?: undefined } | { error: string; runs?: undefined };
