// The few parts of `pg` this package uses, typed here rather than adding @types/pg to the lockfile.
declare module 'pg' {
  export interface QueryResult<R> {
    rows: R[];
    rowCount: number | null;
  }
  export interface PoolClient {
    query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
    /** Returns the connection to the pool; with an error, the connection is closed instead. */
    release(err?: Error | boolean): void;
    on(event: 'error', listener: (err: Error) => void): this;
    off(event: 'error', listener: (err: Error) => void): this;
  }
  export class Pool {
    constructor(config: { connectionString: string; max?: number; connectionTimeoutMillis?: number });
    query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
    connect(): Promise<PoolClient>;
    on(event: 'error', listener: (err: Error) => void): this;
    end(): Promise<void>;
  }
  const pg: { Pool: typeof Pool };
  export default pg;
}
