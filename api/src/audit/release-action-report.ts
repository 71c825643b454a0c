import { isIP } from 'node:net';
import { type FieldError, throwIfInvalid } from '../http/http-error';
import { asObject, rejectUnknown } from '../validation/read-body';
import { tidyText } from '../validation/rules';

/** What the release plane does and reports (decision 121): the CLI's commands and the console server's actions. */
export const RELEASE_ACTIONS = [
  'publish',
  'upload',
  'activate',
  'rollback',
  'canary',
  'ramp',
  'promote',
  'abort',
  'prune',
  'key-create',
  'key-revoke',
  'alert-add',
  'alert-remove',
  'access',
] as const;
export const RELEASE_OUTCOMES = ['success', 'failed', 'denied'] as const;
export const ACTOR_KINDS = ['user', 'cli', 'automatic', 'key'] as const;

export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** One release action as the release plane reports it, checked. */
export interface ReleaseActionReport {
  /** The idempotency key: the same report sent again is recorded once. */
  id: string;
  /** When the action took effect (ISO-8601 UTC, as sent). */
  at: string;
  app: string;
  action: ReleaseAction;
  outcome: (typeof RELEASE_OUTCOMES)[number];
  version: string | null;
  actor: { kind: (typeof ACTOR_KINDS)[number]; name: string };
  message: string | null;
  clientAddress: string | null;
}

const EVENT_ID = /^[A-Za-z0-9._:@-]{8,120}$/;
const APP_NAME = /^[a-z][a-z0-9-]{0,39}$/;
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
/** How far ahead of the API's clock a report's time may be (clocks of two machines differ a little). */
export const MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;
/** Control, format (zero-width, bidirectional overrides), private-use and unassigned characters. */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu;
/** A message is kept to this many characters (the trail cuts long texts there too). */
const MESSAGE_KEPT = 200;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);

/** Text that must read as itself: tidy already (the API's one text rule), no control or invisible characters. */
const plainText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length >= 1 && value.length <= max && tidyText(value) === value;

/**
 * A message is free text from another program: kept as untrusted text, its control and invisible
 * characters shown as U+FFFD, cut to MESSAGE_KEPT characters (the Audit Log shows it as text and
 * its export neutralises formulas, decision 094).
 */
const untrustedText = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').replace(UNSAFE_CHARACTERS, '\uFFFD').trim().slice(0, MESSAGE_KEPT);

/** Reads and checks a report; every problem is one `errors` entry of a 400, and nothing is written. */
export function readReleaseActionReport(body: unknown, now: Date): ReleaseActionReport {
  const input = asObject(body);
  rejectUnknown(input, ['id', 'at', 'app', 'action', 'outcome', 'version', 'actor', 'message', 'clientAddress']);
  const errors: FieldError[] = [];
  const problem = (field: string, message: string) => errors.push({ field, message });
  const { id, at, app, action, outcome, version, actor, message, clientAddress } = input;

  if (typeof id !== 'string' || !EVENT_ID.test(id)) problem('id', 'id must be 8-120 characters of letters, digits and . _ : @ -.');
  const atMs = typeof at === 'string' && UTC_TIME.test(at) ? Date.parse(at) : Number.NaN;
  if (!Number.isFinite(atMs)) problem('at', 'at must be an ISO-8601 UTC time such as 2026-11-28T10:00:00.000Z.');
  else if (atMs > now.getTime() + MAX_CLOCK_AHEAD_MS) problem('at', 'at must not be more than 5 minutes in the future.');
  if (typeof app !== 'string' || !APP_NAME.test(app)) problem('app', 'app must be an app name: a lowercase letter, then lowercase letters, digits or -, at most 40.');
  if (!isOneOf(RELEASE_ACTIONS, action)) problem('action', `action must be one of ${RELEASE_ACTIONS.join(', ')}.`);
  if (!isOneOf(RELEASE_OUTCOMES, outcome)) problem('outcome', 'outcome must be success, failed or denied.');
  if (version !== undefined && version !== null && !plainText(version, 100)) problem('version', 'version must be text of 1-100 characters.');
  const actorObject = typeof actor === 'object' && actor !== null && !Array.isArray(actor) ? (actor as Record<string, unknown>) : null;
  const actorKeys = actorObject ? Object.keys(actorObject) : [];
  if (!actorObject || actorKeys.some((key) => key !== 'kind' && key !== 'name') || !isOneOf(ACTOR_KINDS, actorObject.kind) || !plainText(actorObject.name, 100)) {
    problem('actor', `actor must be { kind: ${ACTOR_KINDS.join(' | ')}, name: text of 1-100 characters } and nothing else.`);
  }
  if (message !== undefined && message !== null && (typeof message !== 'string' || message.length > 500)) problem('message', 'message must be text of at most 500 characters.');
  if (clientAddress !== undefined && clientAddress !== null && (typeof clientAddress !== 'string' || isIP(clientAddress) === 0)) {
    problem('clientAddress', 'clientAddress must be an IPv4 or IPv6 address.');
  }
  throwIfInvalid(errors);

  return {
    id: id as string,
    at: at as string,
    app: app as string,
    action: action as ReleaseAction,
    outcome: outcome as ReleaseActionReport['outcome'],
    version: typeof version === 'string' ? version : null,
    actor: { kind: actorObject?.kind as ReleaseActionReport['actor']['kind'], name: actorObject?.name as string },
    message: typeof message === 'string' ? untrustedText(message) : null,
    clientAddress: typeof clientAddress === 'string' ? clientAddress : null,
  };
}
