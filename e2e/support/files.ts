import { test } from '@playwright/test';
import { writeFileSync } from 'node:fs';

/**
 * A file of `bytes` bytes on disk, in the test's own output folder, for `setInputFiles`. A path is
 * handed to the browser as it is; a buffer of the same size is sent through Playwright's protocol
 * as base64, which took 10–11 s for 10 MB on a quiet machine and overran the test on a busy one.
 */
export function fileOfSize(name: string, bytes: number): string {
  const path = test.info().outputPath(name);
  writeFileSync(path, Buffer.alloc(bytes, 1));
  return path;
}
