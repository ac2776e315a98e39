import type { ChildProcess, SpawnOptions } from 'node:child_process';

export declare const ROOT: string;
export declare const BIN: string;
export declare function run(command: string, args: string[], options?: SpawnOptions): Promise<number>;
export declare function mustRun(command: string, args: string[], options?: SpawnOptions): Promise<void>;
export declare function startServer(name: string, script: string, env: Record<string, string>, cwd?: string): ChildProcess;
export declare function waitForHealthy(url: string, child?: ChildProcess, timeoutMs?: number): Promise<void>;
export declare function portInUse(port: number, host?: string): Promise<boolean>;
export declare function freePort(): Promise<number>;
