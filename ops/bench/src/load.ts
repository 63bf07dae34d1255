import autocannon from 'autocannon';

export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors, timeouts and non-2xx answers together. */
  errors: number;
  non2xx: number;
  statusCounts: string;
}

export function figuresOf(name: string, result: autocannon.Result): LoadFigures {
  const counts = Object.entries(result.statusCodeStats ?? {})
    .map(([status, stat]) => `${status}×${stat.count ?? 0}`)
    .join(', ');
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    statusCounts: counts,
  };
}

export async function hammer(name: string, options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon(options);
  const figures = figuresOf(name, result);
  console.log(
    `  ${name}: ${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.errors} errors (${figures.statusCounts})`,
  );
  return figures;
}
