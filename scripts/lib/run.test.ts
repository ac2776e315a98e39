import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GATEWAY_NODE_FLAGS, startGateway, startServer } from './run.mjs';

/** A stand-in server: prints the node flags it was started with, then ends. */
const folder = mkdtempSync(join(tmpdir(), 'tolk-run-'));
const PRINTS_ITS_FLAGS = join(folder, 'prints-its-flags.mjs');
writeFileSync(PRINTS_ITS_FLAGS, 'process.stdout.write(JSON.stringify(process.execArgv) + "\\n");\n');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The flags the started process reports, and its exit code. */
function flagsOf(child: ReturnType<typeof startServer>): Promise<{ flags: string[]; code: number | null }> {
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ flags: printed ? (JSON.parse(printed.trim()) as string[]) : [], code })),
  );
}

describe('the scripts start the servers with their node flags', () => {
  it("the gateway runs without V8's memory reducer, a flag this Node accepts", async () => {
    expect(GATEWAY_NODE_FLAGS).toContain('--no-memory-reducer');
    const started = await flagsOf(startGateway('gateway-test', {}, { entry: PRINTS_ITS_FLAGS }));
    expect(started).toEqual({ flags: [...GATEWAY_NODE_FLAGS], code: 0 });
  });

  it('other flags can be given, and a server started without any gets none', async () => {
    const given = await flagsOf(
      startGateway('gateway-test', {}, { entry: PRINTS_ITS_FLAGS, nodeFlags: ['--max-semi-space-size=32'] }),
    );
    expect(given).toEqual({ flags: ['--max-semi-space-size=32'], code: 0 });
    expect(await flagsOf(startServer('plain-test', PRINTS_ITS_FLAGS, {}))).toEqual({ flags: [], code: 0 });
  });
});
