import { screen, within } from '@testing-library/react';
import { Formik } from 'formik';
import { mockApi, type MockApi, renderWithProviders, reply } from '../testing';
import type { FieldDefinition } from './field-definition';
import { FieldDrivenForm } from './field-driven-form';
import { optionTitle } from './field-options';
import { initialFormValues } from './form-values';

const fields: FieldDefinition[] = [
  { Field: 'usroId', title: 'Id', input: null, Key: 'PRI' },
  { Field: 'usroUserId', title: 'User ID', input: 'text', validation: 'email', disabledOnEdit: true },
  { Field: 'usroRoleId', title: 'Role', input: 'dropdown-api', options_api_path: '/master/roles' },
  { Field: 'level', title: 'Level', input: 'dropdown', options: [{ code: 'a', name: 'Alpha' }, { code: 'b', name: 'Beta' }], options_value: 'code', options_title: 'name' },
  { Field: 'quota', title: 'Quota', input: 'number', min: 0, max: 10 },
  { Field: 'active', title: 'Aktif', input: 'checkbox' },
  { Field: 'since', title: 'Since', input: 'date' },
];

let api: MockApi;
let submitted: Record<string, unknown> | undefined;

function renderForm(mode: 'add' | 'edit', record: Record<string, unknown> | null = null) {
  submitted = undefined;
  return renderWithProviders(
    <Formik initialValues={initialFormValues(fields, record)} onSubmit={(values) => void (submitted = values)}>
      {(form) => (
        <form onSubmit={form.handleSubmit}>
          <FieldDrivenForm fields={fields} mode={mode} />
          <button type="submit">Submit</button>
        </form>
      )}
    </Formik>,
  );
}

beforeEach(() => {
  api = mockApi({ access: {} });
  api.on('GET', '/master/roles', () => ({
    data: [
      { roleId: 1, roleName: 'Superadmin' },
      { roleId: 3, roleName: 'Staff' },
    ],
    fields: [{ Field: 'roleId', Type: 'int(11)', Null: 'NO', Key: 'PRI', Default: null, Extra: 'auto_increment', Label: 'Id', input: null }],
    pagination: { totalData: 2, totalPage: 1, itemPerPage: 1000000, page: 1 },
    status: { error: 0, message: 'OK' },
  }));
});
afterEach(() => api.restore());

describe('FieldDrivenForm', () => {
  it('renders one control per input field and keeps the option values typed', async () => {
    const { user } = renderForm('add');
    expect(screen.queryByLabelText('Id')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'User ID' }), 'staff@console.id');
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(await within(role).findByRole('option', { name: 'Staff' })).toBeInTheDocument();
    await user.selectOptions(role, 'Staff');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Beta');
    await user.type(screen.getByRole('spinbutton', { name: 'Quota' }), '42');
    await user.click(screen.getByRole('checkbox', { name: 'Aktif' }));
    await user.type(screen.getByLabelText('Since'), '2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual({ usroId: '', usroUserId: 'staff@console.id', usroRoleId: 3, level: 'b', quota: 10, active: 1, since: '2026-11-21' });
    const optionsCall = api.callsTo('GET', '/master/roles')[0]!;
    expect(optionsCall.query.get('max')).toBe('1000000');
  });

  it('disables the user id in edit mode (spec 2.6) and prefills the record', async () => {
    renderForm('edit', { usroId: 5, usroUserId: 'admin@console.id', usroRoleId: 1, level: 'a', quota: 3, active: 1, since: '2026-01-02' });
    expect(screen.getByRole('textbox', { name: 'User ID' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'User ID' })).toHaveValue('admin@console.id');
    expect(await screen.findByRole('option', { name: 'Superadmin', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Aktif' })).toBeChecked();
  });
});

describe('option titles (spec 7)', () => {
  it('uses roleName for role keys, the first ...Name otherwise, or a custom label', () => {
    const base: FieldDefinition = { Field: 'x', title: 'X', input: 'dropdown-api' };
    expect(optionTitle(base, { roleId: 2, roleName: 'Admin' }, 'roleId')).toBe('Admin');
    expect(optionTitle(base, { grcpId: 1, grcpName: 'Grup A', grcpCity: 'Bandung' }, 'grcpId')).toBe('Grup A');
    expect(optionTitle({ ...base, optionLabel: (row) => `${String(row.clntid)} - ${String(row.clntName)}` }, { clntid: 4, clntName: 'Toko' }, 'clntid')).toBe('4 - Toko');
    expect(optionTitle({ ...base, optionname: 'compName' }, { compId: 1, compName: 'PT A' }, 'compId')).toBe('PT A');
  });

  it('says when a dropdown-api field cannot load its options, and toasts its optionsFailed text', async () => {
    api.on('GET', '/master/company', () => reply(500, { status: { error: 1, message: 'Database down' } }));
    const company: FieldDefinition = { Field: 'uscoCompId', title: 'Company', input: 'dropdown-api', options_api_path: '/master/company', optionsFailed: 'Gagal fetch company.' };
    renderWithProviders(
      <Formik initialValues={{ uscoCompId: '' }} onSubmit={() => undefined}>
        <FieldDrivenForm fields={[company]} mode="add" />
      </Formik>,
    );
    expect(await screen.findByText('Gagal fetch company.')).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Company' })).getByRole('option', { name: 'Options could not be loaded' })).toBeInTheDocument();
  });
});
