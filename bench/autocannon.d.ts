/** The part of autocannon 8's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

  export type Request = {
    method?: Method;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };

  export type Client = {
    setRequests: (requests: Request[]) => void;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: Method;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  };

  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9?: number;
  };

  export type Result = {
    requests: Histogram & { sent: number };
    latency: Histogram & { p2_5: number; p97_5: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    /** Seconds. */
    duration: number;
    start: Date;
    finish: Date;
  };

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
