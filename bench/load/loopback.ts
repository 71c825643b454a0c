/**
 * Requests from a chosen loopback address: on Linux all of 127.0.0.0/8 reaches the server on
 * 127.0.0.1, and the server sees each address as its own client, as it would see staff or an
 * attacker on other machines (sign-in limits and priorities are per client).
 */
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  /** From the request's start to the last byte of the reply. */
  ms: number;
  retryAfter: string | undefined;
  body: string;
}

/** One keep-alive agent per client address, so a client's requests reuse its connection. */
const agents = new Map<string, Agent>();
const agentFor = (localAddress: string) => {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
};

/** Closes every kept-alive connection (at the end of a scenario). */
export function closeLoopbackAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/** `127.0.<block>.<n>` for n = 1..count: `count` distinct clients. */
export const loopbackAddresses = (block: number, count: number) => Array.from({ length: count }, (_, i) => `127.0.${block}.${i + 1}`);

/**
 * POSTs a JSON body from `localAddress` and resolves with the status, time and body; never rejects:
 * a transport error or no reply within 60 s resolves with status 0 and the reason as the body.
 */
export function postJson(base: string, pathname: string, body: unknown, localAddress: string): Promise<Answer> {
  const url = new URL(pathname, base);
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const started = performance.now();
    const failed = (error: Error) => resolve({ status: 0, ms: performance.now() - started, retryAfter: undefined, body: error.message });
    const outgoing = request(
      url,
      { method: 'POST', agent: agentFor(localAddress), headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            retryAfter: response.headers['retry-after'],
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', failed);
      },
    );
    outgoing.on('error', failed);
    // Bounded like every other request of the benchmark: a reply that never comes is an error.
    outgoing.setTimeout(60_000, () => outgoing.destroy(new Error(`no reply to POST ${pathname} within 60 s`)));
    outgoing.end(payload);
  });
}
