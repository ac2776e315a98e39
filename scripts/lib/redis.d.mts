export declare const REDIS_SERVER: string;
export declare function ensureRedis(): Promise<boolean>;
