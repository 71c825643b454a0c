import { Agent, request } from 'node:http';
import { expect, test } from '@playwright/test';
import { API_PORT } from '../../support/environment';
import { apiSignIn } from '../../support/session';
import { chooseCompany, submitLogin } from './shell-helpers';

/**
 * A person signs in through the form while 50 other addresses guess passwords of made-up users
 * (decision 091): the guessers are told to come back later (503 with Retry-After) once the line in
 * front of the password checks is full, instead of the line growing without bound, and the person
 * gets through. The guessers use loopback addresses of their own (127.0.0.x), as other machines would.
 */

test.describe.configure({ timeout: 120_000 });

interface Answer {
  status: number;
  retryAfter?: string;
  body: string;
}

function guess(address: string, agent: Agent, n: number): Promise<Answer> {
  const payload = JSON.stringify({ username: `nobody-${address}-${n}`, password: `guess-${n}` });
  return new Promise((resolve) => {
    const outgoing = request(
      { host: '127.0.0.1', port: API_PORT, path: '/security/authentication/login', method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body }));
      },
    );
    outgoing.on('error', (error) => resolve({ status: 0, body: error.message }));
    outgoing.end(payload);
  });
}

test('a returning user signs in through the form while 50 addresses guess; the guessers are told to wait', async ({ page }) => {
  // The user has signed in from this machine before (the browser and this process share its address).
  await apiSignIn('admin');
  const answers: Answer[] = [];
  let guessing = true;
  const guessers = Array.from({ length: 50 }, async (_, i) => {
    const address = `127.0.0.${i + 2}`;
    const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
    for (let n = 0; guessing; n++) {
      const answer = await guess(address, agent, n);
      answers.push(answer);
      if (answer.status !== 401) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    agent.destroy();
  });
  try {
    // The guessing is under way: some guesses have been checked and some turned away.
    await expect.poll(() => answers.some((answer) => answer.status === 503) && answers.some((answer) => answer.status === 401), { timeout: 30_000 }).toBe(true);
    await page.goto('/login');
    await submitLogin(page, 'admin', 'admin123');
    await page.waitForURL('**/selectcompany');
    await chooseCompany(page);
    await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
  } finally {
    guessing = false;
    await Promise.all(guessers);
  }
  // Every guess had an answer: checked (401), turned away with when to come back (503), or locked out (429).
  for (const answer of answers) expect([401, 429, 503]).toContain(answer.status);
  const turnedAway = answers.filter((answer) => answer.status === 503);
  for (const answer of turnedAway) {
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(answer.body)).toEqual({ token: null, user: null, status: { error: 1, message: expect.stringMatching(/^Server sedang sibuk/) } });
  }
});
