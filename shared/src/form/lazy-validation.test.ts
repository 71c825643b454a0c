import { loginSchema } from '../validation/auth-schemas';
import { validateLogin } from '../validation/login-validation';
import { lazySchemaValidation } from './lazy-validation';

describe('lazySchemaValidation', () => {
  it("reports the schema's messages, empty strings counting as missing", async () => {
    await expect(validateLogin({ username: '', password: '' })).resolves.toEqual({ username: 'Username is required', password: 'Password is required' });
    await expect(validateLogin({ username: 'ana', password: 'ab' })).resolves.toEqual({ password: 'Password must be at least 3 characters' });
    await expect(validateLogin({ username: ' ana ', password: 'abc' })).resolves.toEqual({});
  });

  it('loads the schema once, on the first validation', async () => {
    const load = jest.fn(() => Promise.resolve(loginSchema));
    const validate = lazySchemaValidation(load);
    expect(load).not.toHaveBeenCalled();
    await validate({ username: '', password: '' });
    await validate({ username: 'ana', password: 'abc' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(loginSchema);
    const validate = lazySchemaValidation(load);
    await expect(validate({ username: '', password: '' })).rejects.toThrow('chunk failed');
    await expect(validate({ username: '', password: 'abc' })).resolves.toEqual({ username: 'Username is required' });
  });
});
