import { object, string } from 'yup';
import { withUniqueness } from '../validation/unique-check';
import { latestSchemaValidation } from './latest-validation';

/** A uniqueness check whose answer the test releases by hand. */
function heldLookup() {
  let release: (free: boolean) => void = () => undefined;
  const isFree = jest.fn(() => new Promise<boolean>((resolve) => (release = resolve)));
  return { isFree, answer: (free: boolean) => release(free) };
}

describe('latestSchemaValidation', () => {
  it('keeps the newest errors when an older run waiting on a lookup finishes last', async () => {
    const lookup = heldLookup();
    const schema = object({ name: withUniqueness(string().min(3, 'Must be at least 3 characters.'), lookup.isFree, 'Company Group has already been used') });
    const validate = latestSchemaValidation<{ name: string }>(schema);

    const older = validate({ name: 'Grup Baru' }); // waits on the lookup
    const newer = validate({ name: 'x' }); // fails at once, no lookup
    expect(await newer).toEqual({ name: 'Must be at least 3 characters.' });

    lookup.answer(true); // the stale answer: "Grup Baru" is free
    expect(await older).toEqual({ name: 'Must be at least 3 characters.' });
    expect(lookup.isFree).toHaveBeenCalledTimes(1);
  });

  it('reports the lookup answer when it belongs to the newest run', async () => {
    const lookup = heldLookup();
    const schema = object({ name: withUniqueness(string().min(3), lookup.isFree, 'Company Group has already been used') });
    const validate = latestSchemaValidation<{ name: string }>(schema);
    const run = validate({ name: 'Grup Nusantara' });
    lookup.answer(false);
    expect(await run).toEqual({ name: 'Company Group has already been used' });
  });

  it('lets an unexpected error through instead of calling the form valid', async () => {
    const schema = object({
      name: string().test('boom', 'never', () => {
        throw new Error('lookup crashed');
      }),
    });
    await expect(latestSchemaValidation<{ name: string }>(schema)({ name: 'a' })).rejects.toThrow('lookup crashed');
  });
});
