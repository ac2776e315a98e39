import type { Temporal } from 'temporal-polyfill';

export declare function ensureFaketime(): Promise<string | null>;
export declare function stockholmInstant(at: string, now?: Temporal.Instant): Promise<Temporal.Instant>;
export declare function fakeTimeEnv(at: string): Promise<{ describe: string; env: { LD_PRELOAD: string; FAKETIME: string } }>;
