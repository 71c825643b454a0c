import { alreadyUsedMessage, type SchemaContext, statusRule, userIdRule, usernameRule, userPasswordRule, withUniqueness } from '@console/shared/forms';
import { type User, USER_LOGIN_PATH } from './user';

/**
 * The user form's rules (spec 5). The user ID is checked in the user list and the username in the
 * login list, each 300 ms after typing stops; editing needs the password again (the API requires it).
 */
export const userSchema = ({ unique, mode }: SchemaContext<User>) => ({
  // The user ID cannot change when editing, so only a new one is looked up.
  userId: mode === 'add' ? withUniqueness(userIdRule(), unique('userId'), alreadyUsedMessage('User ID')) : userIdRule(),
  userStatus: statusRule('Status'),
  usloUserName: withUniqueness(usernameRule(), unique('usloUserName', { path: USER_LOGIN_PATH, primaryKey: 'usloUserId' }), alreadyUsedMessage('Username')),
  usloPassword: userPasswordRule(),
});
