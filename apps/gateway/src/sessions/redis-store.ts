import { Redis } from 'ioredis';
import type { KeyValueStore } from './store.js';

/** INCR with the window set on the first hit, atomically: one counter across every instance. */
const HIT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/** The shared store (REDIS_URL): several gateway instances behind a load balancer see one state. */
export class RedisStore implements KeyValueStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'tolk:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    // A lost connection is retried by ioredis; calls meanwhile fail, and the gateway answers 503.
    this.redis.on('error', () => undefined);
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.prefix + key, '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
  }

  async take(key: string): Promise<string | null> {
    return this.redis.getdel(this.prefix + key);
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, String(Math.ceil(windowMs)))) as [number, number];
    return { count, resetMs: ttl };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
