import { type CheckPriority, type CheckTicket, isRefusal, PasswordCheckSlots, TurnedAway } from './password-slots';

/**
 * The line in front of the password checks: bounded per priority, served by priority, suspects held
 * to fewer slots, the clean line newest first once full.
 */

/** A check that runs until the test lets it finish, recording when it started. */
function check(slots: PasswordCheckSlots, priority: CheckPriority, name: string, started: string[]) {
  const admission = slots.admit(priority);
  if (isRefusal(admission)) throw new Error(`${name} was refused`);
  let finish!: () => void;
  const done = (admission as CheckTicket).run(
    () =>
      new Promise<void>((resolve) => {
        started.push(name);
        finish = resolve;
      }),
  );
  return { finish: () => finish(), done };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('a free slot is given to the returning user first, then the clean client, then the suspect one', async () => {
  const slots = new PasswordCheckSlots({ slots: 1, suspectSlots: 1, waiting: { returning: 5, clean: 5, suspect: 5 }, newestFirst: [] });
  const started: string[] = [];
  const first = check(slots, 'clean', 'first', started);
  const suspect = check(slots, 'suspect', 'suspect', started);
  const clean = check(slots, 'clean', 'clean', started);
  const returning = check(slots, 'returning', 'returning', started);
  await tick();
  expect(started).toEqual(['first']);
  for (const next of [first, returning, clean]) {
    next.finish();
    await next.done;
    await tick();
  }
  expect(started).toEqual(['first', 'returning', 'clean', 'suspect']);
  suspect.finish();
  await suspect.done;
  expect(slots.state).toEqual({ running: 0, waiting: { returning: 0, clean: 0, suspect: 0 } });
});

test('suspect clients get at most their share of the slots: the other stays free for everyone else', async () => {
  const slots = new PasswordCheckSlots({ slots: 2, suspectSlots: 1, waiting: { returning: 5, clean: 5, suspect: 5 }, newestFirst: [] });
  const started: string[] = [];
  const guesses = [1, 2, 3].map((n) => check(slots, 'suspect', `guess ${n}`, started));
  await tick();
  expect(started).toEqual(['guess 1']);
  expect(slots.state.running).toBe(1);
  const staff = check(slots, 'clean', 'staff', started);
  await tick();
  expect(started).toEqual(['guess 1', 'staff']);
  for (const running of [staff, ...guesses]) {
    running.finish();
    await tick();
  }
  await Promise.all([staff.done, ...guesses.map((guess) => guess.done)]);
});

test('a full line turns the next check away with a Retry-After estimate; other lines still take theirs', async () => {
  const slots = new PasswordCheckSlots({ slots: 1, suspectSlots: 1, waiting: { returning: 2, clean: 1, suspect: 1 }, newestFirst: [] });
  const started: string[] = [];
  const running = check(slots, 'clean', 'running', started);
  const waiting = check(slots, 'clean', 'waiting', started);
  const refused = slots.admit('clean');
  expect(refused).toEqual({ refused: true, retryAfterSeconds: expect.any(Number) });
  expect(isRefusal(refused) && refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  const returning = slots.admit('returning');
  expect(isRefusal(returning)).toBe(false);
  // Work of a signed-in user is never turned away.
  const signedIn = slots.admit('clean', { bounded: false });
  expect(isRefusal(signedIn)).toBe(false);
  expect(slots.state.waiting).toEqual({ returning: 1, clean: 2, suspect: 0 });
  for (const ticket of [returning, signedIn]) (ticket as CheckTicket).cancel();
  await tick();
  expect(started).toEqual(['running']);
  running.finish();
  await running.done;
  await tick();
  waiting.finish();
  await waiting.done;
});

test('a ticket given up leaves the line, or gives its slot back, so nothing waits for it', async () => {
  const slots = new PasswordCheckSlots({ slots: 1, suspectSlots: 1, waiting: { returning: 5, clean: 5, suspect: 5 }, newestFirst: [] });
  const granted = slots.admit('clean') as CheckTicket;
  const waiting = slots.admit('clean') as CheckTicket;
  waiting.cancel();
  expect(slots.state).toEqual({ running: 1, waiting: { returning: 0, clean: 0, suspect: 0 } });
  granted.cancel();
  expect(slots.state.running).toBe(0);
  const started: string[] = [];
  const next = check(slots, 'clean', 'next', started);
  await tick();
  expect(started).toEqual(['next']);
  next.finish();
  await next.done;
});

test('a newest-first line, once full, turns its oldest waiter away and serves the newest next', async () => {
  const slots = new PasswordCheckSlots({ slots: 1, suspectSlots: 1, waiting: { returning: 5, clean: 2, suspect: 5 }, newestFirst: ['clean'] });
  const started: string[] = [];
  const running = check(slots, 'returning', 'running', started);
  const wave = [1, 2].map((n) => check(slots, 'clean', `wave ${n}`, started));
  const outcome = wave[0]!.done.then(() => 'ran', (error: unknown) => error);
  const person = check(slots, 'clean', 'person', started);
  expect(await outcome).toBeInstanceOf(TurnedAway);
  expect(((await outcome) as TurnedAway).retryAfterSeconds).toBeGreaterThanOrEqual(1);
  expect(slots.state.waiting.clean).toBe(2);
  await tick();
  running.finish();
  await running.done;
  await tick();
  expect(started).toEqual(['running', 'person']);
  person.finish();
  await person.done;
  await tick();
  wave[1]!.finish();
  await wave[1]!.done;
  expect(started).toEqual(['running', 'person', 'wave 2']);
});
