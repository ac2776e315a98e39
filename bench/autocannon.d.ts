// The part of autocannon 8's API the benchmarks use (the package ships no types). CommonJS:
// `import autocannon from 'autocannon'` through esModuleInterop.
declare module 'autocannon' {
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  namespace autocannon {
    interface Options {
      url: string;
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      headers?: Record<string, string>;
      body?: string | Buffer;
      connections?: number;
      duration?: number;
      pipelining?: number;
      /** Seconds before a request counts as timed out (default 10). */
      timeout?: number;
      /** Requests in turn; `setupRequest` may change each before it is sent. */
      requests?: { setupRequest?: (request: { body?: string | Buffer }) => { body?: string | Buffer } }[];
    }
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }
    interface Result {
      requests: Histogram & { sent: number };
      latency: Histogram & { totalCount: number };
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      duration: number;
    }
  }
  export = autocannon;
}
