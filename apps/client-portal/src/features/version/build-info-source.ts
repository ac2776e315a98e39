/** The build's version, branch and commit, from the static `version.json` written at build time. */
export interface BuildInfo {
  readonly version: string;
  readonly branch: string;
  readonly commitHash: string;
}

export interface BuildInfoSource {
  load(): Promise<BuildInfo>;
}

const text = (value: unknown): string => (typeof value === 'string' && value.trim() !== '' ? value : 'unknown');

/** Reads version.json beside index.html (spec 3 §7: version info is a static text file). */
export class StaticBuildInfo implements BuildInfoSource {
  constructor(
    private readonly url = '/version.json',
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  async load(): Promise<BuildInfo> {
    const response = await this.fetchImpl(this.url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${this.url}: HTTP ${response.status}`);
    const body = (await response.json()) as Partial<Record<keyof BuildInfo, unknown>> | null;
    return { version: text(body?.version), branch: text(body?.branch), commitHash: text(body?.commitHash) };
  }
}
