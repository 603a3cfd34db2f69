// The scrape endpoint: `GET /metrics` on its own port (METRICS_PORT), never on the public one, so
// the numbers are reachable only where the operator exposes that port. One process: its own
// registry. Several workers (cluster.server.ts): the primary asks every worker for its metrics and answers
// with their sum (prom-client's AggregatorRegistry), so one scrape sees the whole instance.
import { createServer, type Server } from "node:http";
import { AggregatorRegistry, register } from "prom-client";
import type { Config } from "../app/server/request";
import { isWorker } from "./cluster.server";

export interface MetricsEndpoint {
  url: string;
  close(): Promise<void>;
}

/** In a worker: answers the primary's requests for this worker's metrics. */
function answerPrimaryForMetrics(): void {
  new AggregatorRegistry();
}

export async function startMetricsEndpoint({
  port,
  host,
  cluster,
}: {
  port: number;
  host: string;
  cluster: boolean;
}): Promise<MetricsEndpoint> {
  const aggregator = cluster ? new AggregatorRegistry() : null;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found\n");
      return;
    }
    const text = aggregator ? aggregator.clusterMetrics() : register.metrics();
    text.then(
      (body) =>
        res
          .writeHead(200, { "Content-Type": register.contentType, "Cache-Control": "no-store" })
          .end(req.method === "HEAD" ? undefined : body),
      (error: Error) =>
        res.writeHead(500, { "Content-Type": "text/plain" }).end(`metrics unavailable: ${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${bound}/metrics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A storefront process serves its own metrics; a worker's are served, summed, by the primary. */
export async function serveMetrics(config: Config): Promise<MetricsEndpoint | null> {
  if (config.METRICS_PORT === undefined) return null;
  if (isWorker()) {
    answerPrimaryForMetrics();
    return null;
  }
  return startMetricsEndpoint({ port: config.METRICS_PORT, host: config.METRICS_HOST, cluster: false });
}
