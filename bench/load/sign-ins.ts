/**
 * Sign-in scenarios: a morning rush (many staff, each from their own address, signing in at random
 * moments within a minute) and real sign-ins while 50 addresses guess passwords of made-up users.
 * Each sign-in is a real scrypt check at the production cost. Every run is bounded in time and in
 * requests; nothing here asserts a latency (the report states the goals next to the figures).
 */
import BetterSqlite3 from 'better-sqlite3';
import { hashPassword } from '../../api/src/auth/password';
import { Prng } from '../../api/src/seed/prng';
import { closeLoopbackAgents, loopbackAddresses, postJson } from './loopback';

const LOGIN = '/security/authentication/login';
export const RUSH_PASSWORD = 'pagi-hari-123';
/** Staff accounts the rush signs in with (`rush001` ...); the guessing scenario's first-time sign-ins use them too. */
export const RUSH_USERS = 100;
const rushUsername = (index: number) => `rush${String(index + 1).padStart(3, '0')}`;

/** Adds the rush's staff accounts to a benchmark database (before its server starts): one hash, many logins. */
export async function addRushUsers(databaseFile: string, count = RUSH_USERS): Promise<void> {
  const hash = await hashPassword(RUSH_PASSWORD);
  const db = new BetterSqlite3(databaseFile);
  const now = new Date().toISOString();
  const addUser = db.prepare("INSERT INTO users (userId, userStatus, userCreatedTime, userCreatedUserId) VALUES (?, 1, ?, 'bench')");
  const addLogin = db.prepare("INSERT INTO user_logins (usloUserId, usloUserName, usloPassword, usloCreatedTime, usloCreatedUserId) VALUES (?, ?, ?, ?, 'bench')");
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      addUser.run(`${rushUsername(i)}@console.id`, now);
      addLogin.run(`${rushUsername(i)}@console.id`, rushUsername(i), hash, now);
    }
  })();
  db.close();
}

export interface SignInSample {
  /** Seconds after the scenario started that the sign-in was sent. */
  atSeconds: number;
  kind: string;
  status: number;
  /** From the first attempt to the last answer. */
  ms: number;
  /** Attempts it took (a 503 is tried again after its Retry-After). */
  attempts?: number;
}

export interface LatencySummary {
  count: number;
  ok: number;
  p50: number;
  p95: number;
  max: number;
}

function summarise(samples: SignInSample[]): LatencySummary {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN);
  return { count: samples.length, ok: samples.filter((sample) => sample.status === 200).length, p50: at(0.5), p95: at(0.95), max: at(1) };
}

/**
 * Signs in as a person does: told the server is busy (503), tries again when it says to, for at
 * most 60 s. The time is from the first attempt to the last answer.
 */
async function signInAsAPerson(base: string, credentials: { username: string; password: string }, address: string): Promise<{ status: number; ms: number; attempts: number }> {
  const started = performance.now();
  let answer = await postJson(base, LOGIN, credentials, address);
  let attempts = 1;
  while (answer.status === 503 && performance.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, Number(answer.retryAfter ?? 1) * 1000));
    answer = await postJson(base, LOGIN, credentials, address);
    attempts += 1;
  }
  return { status: answer.status, ms: Math.round(performance.now() - started), attempts };
}

export interface RushFigure {
  users: number;
  withinSeconds: number;
  summary: LatencySummary;
  /** Sign-ins that took 5 s or more (the goal: none). */
  over5s: number;
  /** Sign-ins told to come back (503) at least once before they got in. */
  toldToComeBack: number;
  errors: number;
}

/**
 * The morning rush: `users` staff sign in once each, at moments spread at random (seeded) over
 * `seconds`, each from its own loopback address and without a sign-in from there before; told the
 * server is busy, they try again when it says to.
 */
export async function runRush(base: string, users: number, seconds: number): Promise<RushFigure> {
  const prng = new Prng(8_0_0);
  const addresses = loopbackAddresses(1, users);
  const moments = Array.from({ length: users }, () => prng.next() * seconds * 1000).sort((a, b) => a - b);
  const started = performance.now();
  const samples = await Promise.all(
    moments.map(async (moment, index) => {
      await new Promise((resolve) => setTimeout(resolve, moment));
      const sentAt = performance.now();
      const answer = await signInAsAPerson(base, { username: rushUsername(index), password: RUSH_PASSWORD }, addresses[index]!);
      return { atSeconds: Number(((sentAt - started) / 1000).toFixed(2)), kind: 'rush', ...answer };
    }),
  );
  closeLoopbackAgents();
  const summary = summarise(samples);
  return {
    users,
    withinSeconds: seconds,
    summary,
    over5s: samples.filter((sample) => sample.ms >= 5000).length,
    toldToComeBack: samples.filter((sample) => sample.attempts > 1).length,
    errors: users - summary.ok,
  };
}

export interface GuessingFigure {
  attackers: number;
  seconds: number;
  /** Replies the guessers got, by HTTP status. */
  guesses: Record<string, number>;
  /** 503 replies without a Retry-After header (should be none). */
  busyWithoutRetryAfter: number;
  legit: SignInSample[];
  returning: LatencySummary;
  firstTime: LatencySummary;
  errors: number;
}

/**
 * `attackers` addresses guess passwords of made-up users for `seconds`, each sending its next guess
 * as soon as the last is answered (100 ms later when it was refused without a check). Meanwhile real
 * staff sign in, each at their own moment: one 50 ms after the guessing starts, then one every 2 s,
 * alternating a returning user (who signed in from that address before) and a first-time one (a
 * new address); told the server is busy (503), they try again after its Retry-After, and their
 * time is from the first attempt to getting in. The guessing goes on until the last of them is
 * answered (at most 60 s more).
 */
export async function runGuessing(base: string, attackers: number, seconds: number): Promise<GuessingFigure> {
  // The returning user signed in from their desk before (yesterday, say).
  const desk = '127.0.3.1';
  const before = await postJson(base, LOGIN, { username: 'staff', password: 'staff123' }, desk);
  if (before.status !== 200) throw new Error(`staff could not sign in before the guessing: HTTP ${before.status}`);

  const started = performance.now();
  let guessing = true;
  const hardStop = setTimeout(() => (guessing = false), (seconds + 60) * 1000);
  const guesses: Record<string, number> = {};
  let busyWithoutRetryAfter = 0;
  const guesser = async (address: string, index: number) => {
    for (let n = 0; guessing && n < 10_000; n++) {
      const answer = await postJson(base, LOGIN, { username: `nobody${index}x${n}`, password: `guess-${n}` }, address);
      const key = answer.status === 0 ? 'transport' : String(answer.status);
      guesses[key] = (guesses[key] ?? 0) + 1;
      if (answer.status === 503 && answer.retryAfter === undefined) busyWithoutRetryAfter += 1;
      if (answer.status !== 401) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const attack = Promise.all(loopbackAddresses(2, attackers).map(guesser));

  const firstTimeAddresses = loopbackAddresses(4, 50);
  const signIn = async (kind: 'returning' | 'first-time', atMs: number, index: number): Promise<SignInSample> => {
    await new Promise((resolve) => setTimeout(resolve, atMs));
    const sentAt = performance.now();
    const [credentials, address] =
      kind === 'returning' ? [{ username: 'staff', password: 'staff123' }, desk] : [{ username: rushUsername(index), password: RUSH_PASSWORD }, firstTimeAddresses[index]!];
    const answer = await signInAsAPerson(base, credentials, address);
    return { atSeconds: Number(((sentAt - started) / 1000).toFixed(2)), kind, ...answer };
  };
  const moments = [50, ...Array.from({ length: Math.max(0, Math.floor((seconds - 2) / 2)) }, (_, i) => 2000 * (i + 1))];
  const legit = await Promise.all(moments.map((atMs, i) => signIn(i % 2 === 0 ? 'first-time' : 'returning', atMs, i)));
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + seconds * 1000 - performance.now())));
  guessing = false;
  clearTimeout(hardStop);
  await attack;
  closeLoopbackAgents();
  const transportOrServerErrors = Object.entries(guesses)
    .filter(([status]) => status === 'transport' || (Number(status) >= 500 && status !== '503'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    attackers,
    seconds,
    guesses,
    busyWithoutRetryAfter,
    legit,
    returning: summarise(legit.filter((sample) => sample.kind === 'returning')),
    firstTime: summarise(legit.filter((sample) => sample.kind === 'first-time')),
    errors: legit.filter((sample) => sample.status !== 200).length + transportOrServerErrors + busyWithoutRetryAfter,
  };
}
