import { describe, expect, it } from 'vitest';
import { StaticBuildInfo } from './build-info-source.js';

const answering =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('StaticBuildInfo', () => {
  it('reads version, branch and commit, and says unknown for what is missing', async () => {
    expect(
      await new StaticBuildInfo('/v.json', answering({ version: '1.14.4', branch: 'main', commitHash: 'abc' })).load(),
    ).toEqual({
      version: '1.14.4',
      branch: 'main',
      commitHash: 'abc',
    });
    expect(await new StaticBuildInfo('/v.json', answering({ version: '1.14.4', branch: '' })).load()).toEqual({
      version: '1.14.4',
      branch: 'unknown',
      commitHash: 'unknown',
    });
  });

  it('fails on a missing file', async () => {
    await expect(new StaticBuildInfo('/v.json', answering({}, 404)).load()).rejects.toThrow('HTTP 404');
  });
});
