import type { FastifyPluginAsync } from 'fastify';
import { badRequest, type FieldError, notFound, throwIfInvalid } from '../http/http-error';
import { okStatus } from '../http/replies';
import { recordAudit } from '../audit/record-audit';
import { authOf } from '../plugins/access-control';
import { asObject, readBody, rejectUnknown } from '../validation/read-body';
import { passwordRule, ruleMessage, tidyText, usernameRule } from '../validation/rules';
import { hashPassword } from './password';

export const USERNAME_TAKEN = 'Username has already been used';

/** Manage Account: the signed-in user's own username and password (login only, no permission). */
export const accountRoutes: FastifyPluginAsync<{ scryptCost?: number }> = async (app, options) => {
  const { logins, sessions } = app.repositories;
  const schema = { usloUserName: usernameRule(), usloPassword: passwordRule(false) };

  app.put('/account/login', { config: { access: { kind: 'login' } } }, async (request) => {
    const auth = authOf(request);
    const values = readBody(request.body, schema, { mode: 'create' });
    const username = values.usloUserName as string;
    const checkUsername = () => {
      const errors: FieldError[] = [];
      if (logins.isTakenByOther(username, auth.userId)) errors.push({ field: 'usloUserName', message: USERNAME_TAKEN });
      throwIfInvalid(errors);
    };
    checkUsername();
    if (!logins.findByUserId(auth.userId)) throw notFound('You have no login to update.');
    const password = typeof values.usloPassword === 'string' ? await hashPassword(values.usloPassword, options.scryptCost) : null;
    const now = app.now().toISOString();
    app.db.transaction(() => {
      // Again after the hash: another account may have taken the username meanwhile.
      checkUsername();
      logins.updateOwn(auth.userId, username, password, now);
      // A new password ends every other session of the user; the one that changed it stays.
      if (password !== null) sessions.revokeAllOf(auth.userId, now, auth.sessionId);
      recordAudit(app, request, {
        action: password !== null ? 'account.password-change' : 'account.update',
        target: auth.userId,
        details: { username: { before: auth.username, after: username } },
        outcome: 'success',
      });
    })();
    return {
      data: { usloUserId: auth.userId, usloUserName: username },
      status: okStatus('Successfully updated user account data.'),
    };
  });

  app.get('/account/login/check', { config: { access: { kind: 'login' } } }, async (request) => {
    const auth = authOf(request);
    const query = asObject(request.query);
    rejectUnknown(query, ['usloUserName']);
    const raw = query.usloUserName;
    if (typeof raw !== 'string' || raw.trim() === '') throw badRequest('usloUserName is required.');
    // Checked as PUT /account/login would store it: tidied, invisible characters refused.
    const username = tidyText(raw);
    const format = username === null ? 'Invalid characters used.' : ruleMessage(usernameRule(), username);
    const taken = !format && username !== null && logins.isTakenByOther(username, auth.userId);
    const message = format ?? (taken ? USERNAME_TAKEN : 'Username is available.');
    return { available: !format && !taken, message, status: okStatus(message) };
  });
};
