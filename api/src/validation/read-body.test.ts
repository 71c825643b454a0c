import { HttpError, ValidationError } from '../http/http-error';
import { readBody } from './read-body';
import { nameRule, phoneRule, referenceRule, statusRule } from './rules';

const schema = {
  name: nameRule('Company'),
  phone: phoneRule('Phone'),
  status: statusRule('Status'),
  groupId: referenceRule('Company Group'),
};

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    if (error instanceof HttpError) return error.message;
  }
  return null;
};

describe('readBody', () => {
  test('create: every required field; values typed; phones may come as numbers; ids as digit strings', () => {
    expect(readBody({ name: 'PT Maju', phone: 81234567890, status: 1, groupId: '2' }, schema, { mode: 'create' })).toEqual({
      name: 'PT Maju',
      phone: '81234567890',
      status: 1,
      groupId: 2,
    });
  });

  test('lists the first message of every failing field', () => {
    expect(errorOf(() => readBody({ name: '', phone: '123', status: 3 }, schema, { mode: 'create' }))).toEqual([
      { field: 'name', message: 'Company Name is Required' },
      { field: 'phone', message: 'Min 10 digits.' },
      { field: 'status', message: 'Status must be 1 (active) or 0 (inactive).' },
      { field: 'groupId', message: 'Company Group is required.' },
    ]);
  });

  test('update: only the fields sent, but at least one', () => {
    expect(readBody({ status: 0 }, schema, { mode: 'update' })).toEqual({ status: 0 });
    expect(errorOf(() => readBody({}, schema, { mode: 'update' }))).toBe('Nothing to update: send at least one field.');
    expect(errorOf(() => readBody({ status: 0 }, schema, { mode: 'update', requiredOnUpdate: ['phone'] }))).toEqual([
      { field: 'phone', message: 'Phone is required.' },
    ]);
  });

  test('unknown properties are refused; ignored ones are dropped', () => {
    expect(errorOf(() => readBody({ status: 1, role: 'admin' }, schema, { mode: 'update' }))).toBe('Unknown property: role');
    expect(readBody({ status: 1, createdBy: 'x' }, schema, { mode: 'update', ignored: ['createdBy'] })).toEqual({ status: 1 });
  });

  test('wrong types and non-object bodies', () => {
    expect(errorOf(() => readBody({ name: true }, schema, { mode: 'update' }))).toEqual([{ field: 'name', message: 'Company Name must be text.' }]);
    expect(errorOf(() => readBody({ groupId: 1.5 }, schema, { mode: 'update' }))).toEqual([{ field: 'groupId', message: 'Company Group must be a whole number.' }]);
    expect(errorOf(() => readBody({ phone: -5 }, schema, { mode: 'update' }))).toEqual([{ field: 'phone', message: 'Phone must be text.' }]);
    expect(errorOf(() => readBody([1], schema, { mode: 'create' }))).toBe('The request body must be a JSON object.');
    expect(errorOf(() => readBody(undefined, schema, { mode: 'create' }))).toBe('A JSON object body is required.');
  });
});
