import type { ChildProcess, SpawnOptions } from 'node:child_process';

export declare const ROOT: string;
export declare const BIN: string;
export declare function run(command: string, args: string[], options?: SpawnOptions): Promise<number>;
export declare function mustRun(command: string, args: string[], options?: SpawnOptions): Promise<void>;
export declare const GATEWAY_NODE_FLAGS: readonly string[];
export declare function startServer(
  name: string,
  script: string,
  env: Record<string, string>,
  cwd?: string,
  nodeFlags?: readonly string[],
): ChildProcess;
export declare function startGateway(
  name: string,
  env: Record<string, string>,
  options?: { readonly entry?: string; readonly nodeFlags?: readonly string[] },
): ChildProcess;
export declare function waitForHealthy(url: string, child?: ChildProcess, timeoutMs?: number): Promise<void>;
export declare function portInUse(port: number, host?: string): Promise<boolean>;
export declare function freePort(): Promise<number>;
