import { lazySchemaValidation } from '../form/lazy-validation';
import type { LoginValues } from './auth-schemas';

/**
 * The sign-in form's `validate`: `loginSchema`'s rules and messages, with yup fetched on the first
 * validation (the login page shows before it is needed).
 */
export const validateLogin = lazySchemaValidation<LoginValues>(async () => (await import('./auth-schemas')).loginSchema);
