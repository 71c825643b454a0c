import { connect } from 'node:net';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * A client sending its body one byte at a time cannot hold a connection open: 408, then closed;
 * what Node cannot read as HTTP is answered in the documented shape too.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutSeconds: 1 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends the request head, then one body byte every 200 ms; resolves with what came back and when. */
function trickle(head: string, limitMs: number): Promise<{ reply: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let reply = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => socket.writable && socket.write('x'), 200);
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(limit);
      socket.destroy();
      resolve({ reply, closedAfterMs: closed ? Date.now() - started : null });
    };
    const limit = setTimeout(() => finish(false), limitMs);
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
  });
}

test('a body trickling in is cut off with 408 after the request timeout', async () => {
  const head = 'POST /security/authentication/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{';
  const { reply, closedAfterMs } = await trickle(head, 5000);
  expect(closedAfterMs).not.toBeNull();
  expect(closedAfterMs).toBeLessThan(4000);
  expect(reply).toMatch(/^HTTP\/1\.1 408/);
  // In the documented shape, with the security headers, like every other failure.
  expect(reply).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
  expect(reply.split('\r\n\r\n')[1]).toBe(JSON.stringify({ status: { error: 1, message: 'The request did not arrive in time.' } }));
});

test('a request Node cannot read as HTTP is answered 400 in the documented shape and closed', async () => {
  const reply = await new Promise<string>((resolve) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write('HELLO THERE\r\n\r\n'));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
  expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  expect(reply).toMatch(/\r\nCache-Control: no-store\r\n/);
  expect(reply.split('\r\n\r\n')[1]).toBe(JSON.stringify({ status: { error: 1, message: 'Malformed HTTP request.' } }));
});

test('headers trickling in are cut off too', async () => {
  const { closedAfterMs } = await trickle('GET /security/authentication/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 5000);
  expect(closedAfterMs).not.toBeNull();
  expect(closedAfterMs).toBeLessThan(4000);
});

test('a normal request on the same server is answered', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/security/authentication/status`);
  expect(response.status).toBe(401);
});

/** Writes `raw` on a new connection and resolves with everything the server answered before closing. */
function rawExchange(raw: string): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
}

test('an HTTP/1.1 request without a Host header is answered 400 in the documented shape with the security headers (issue 33)', async () => {
  for (const head of ['GET /security/authentication/status HTTP/1.1\r\nConnection: close\r\n\r\n', 'GET /nowhere HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n']) {
    const reply = await rawExchange(head);
    expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(reply).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    expect(reply).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(reply.split('\r\n\r\n')[1]).toBe(JSON.stringify({ status: { error: 1, message: 'A Host header is required (HTTP/1.1).' } }));
  }
  // HTTP/1.0 did not require one.
  expect(await rawExchange('GET /security/authentication/status HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 401 /);
});
