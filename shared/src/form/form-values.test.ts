import type { FieldDefinition } from './field-definition';
import { fieldsFromMeta } from './field-definition';
import { jsonList } from './field-codecs';
import { buildPayload, initialFormValues } from './form-values';

const fields: FieldDefinition[] = [
  { Field: 'compId', title: 'Id', input: null, Key: 'PRI' },
  { Field: 'compName', title: 'Company Name', input: 'text' },
  { Field: 'compGrcpId', title: 'Company Group', input: 'dropdown-api', options_api_path: '/master/Company_Group' },
  { Field: 'compStatus', title: 'Status', input: 'checkbox' },
  { Field: 'compLimit', title: 'Limit', input: 'number' },
  { Field: 'compCreatedTime', title: 'Created', input: null },
  { Field: 'compUpdatedUserId', title: 'Updated by', input: null },
];

const record = {
  compId: 7,
  compName: '  PT Maju  ',
  compGrcpId: 2,
  compStatus: 1,
  compLimit: null,
  compCreatedTime: '2026-01-01T00:00:00.000Z',
  compUpdatedUserId: 'admin@console.id',
  clntName: 'Client A',
};

describe('form values and payloads (spec 2.12)', () => {
  it('starts empty in add mode and from the record in edit mode (inputs and key only)', () => {
    expect(initialFormValues(fields)).toEqual({ compId: '', compName: '', compGrcpId: '', compStatus: 0, compLimit: null });
    expect(initialFormValues(fields, record)).toEqual({ compId: 7, compName: '  PT Maju  ', compGrcpId: 2, compStatus: 1, compLimit: null });
  });

  it('sends every input field in add mode, without the auto-increment key or audit fields', () => {
    expect(buildPayload(fields, { compId: '', compName: ' PT Baru ', compGrcpId: 3, compStatus: true, compLimit: 5 }, 'add')).toEqual({
      compName: 'PT Baru',
      compGrcpId: 3,
      compStatus: 1,
      compLimit: 5,
    });
  });

  it('sends the input fields plus the primary key in edit mode, never audit or display fields', () => {
    expect(buildPayload(fields, { ...initialFormValues(fields, record), compStatus: 0 }, 'edit')).toEqual({
      compId: 7,
      compName: 'PT Maju',
      compGrcpId: 2,
      compStatus: 0,
      compLimit: null,
    });
  });

  it('sends an input primary key (the user id) in both modes', () => {
    const userFields: FieldDefinition[] = [
      { Field: 'userId', title: 'User ID', input: 'text', Key: 'PRI', validation: 'email' },
      { Field: 'userStatus', title: 'Status', input: 'dropdown', options: [{ value: 1, label: 'Aktif' }, { value: 0, label: 'Tidak Aktif' }] },
    ];
    expect(buildPayload(userFields, { userId: 'a@b.co', userStatus: 1 }, 'add')).toEqual({ userId: 'a@b.co', userStatus: 1 });
    expect(buildPayload(userFields, { userId: 'a@b.co', userStatus: 0 }, 'edit')).toEqual({ userId: 'a@b.co', userStatus: 0 });
  });

  it('builds definitions from the API field metadata with overrides', () => {
    const defs = fieldsFromMeta(
      [
        { Field: 'grcpId', Type: 'int(11)', Null: 'NO', Key: 'PRI', Default: null, Extra: 'auto_increment', Label: 'Id', input: null, options_api_path: null },
        { Field: 'grcpTelp', Type: 'varchar(15)', Null: 'YES', Key: '', Default: null, Extra: '', Label: 'No. Telpon', input: 'number', options_api_path: null },
      ],
      { grcpTelp: { input: 'text', maxLength: 15 } },
    );
    expect(defs).toEqual([
      { Field: 'grcpId', title: 'Id', input: null, Key: 'PRI', options_api_path: null },
      { Field: 'grcpTelp', title: 'No. Telpon', input: 'text', Key: '', options_api_path: null, maxLength: 15 },
    ]);
  });
});

describe('field format and parse (a list sent as a JSON string)', () => {
  const operations: FieldDefinition[] = [
    { Field: 'prmsId', title: 'Id', input: null, Key: 'PRI' },
    { Field: 'prmsOperations', title: 'Operations', input: 'checkbox', options: [{ value: 'read', label: 'read' }], ...jsonList },
  ];

  it('starts a checkbox group as an empty list, or the record value through format', () => {
    expect(initialFormValues(operations)).toEqual({ prmsId: '', prmsOperations: [] });
    expect(initialFormValues(operations, { prmsId: 4, prmsOperations: '["read","update"]' })).toEqual({ prmsId: 4, prmsOperations: ['read', 'update'] });
    expect(initialFormValues(operations, { prmsId: 4, prmsOperations: 'not json' })).toEqual({ prmsId: 4, prmsOperations: [] });
  });

  it('sends the list through parse as a JSON-encoded string', () => {
    expect(buildPayload(operations, { prmsId: 4, prmsOperations: ['read', 'delete'] }, 'edit')).toEqual({ prmsId: 4, prmsOperations: '["read","delete"]' });
    expect(buildPayload(operations, { prmsId: '', prmsOperations: [] }, 'add')).toEqual({ prmsOperations: '[]' });
  });

  it('takes the options of checkbox inputs from the field metadata', () => {
    const [field] = fieldsFromMeta([
      { Field: 'prmsOperations', Type: 'json', Null: 'NO', Key: '', Default: null, Extra: '', Label: 'Operations', input: 'checkbox', options: [{ value: 'read', label: 'read' }] },
    ]);
    expect(field).toMatchObject({ Field: 'prmsOperations', title: 'Operations', input: 'checkbox', options: [{ value: 'read', label: 'read' }] });
  });
});
