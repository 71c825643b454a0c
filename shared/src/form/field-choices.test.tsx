import { screen, waitFor, within } from '@testing-library/react';
import { Formik } from 'formik';
import { memoryResource, mockApi, type MockApi, renderWithProviders } from '../testing';
import { parseOperations } from '../status/status-labels';
import { jsonList } from './field-codecs';
import type { FieldDefinition } from './field-definition';
import { FieldDrivenForm } from './field-driven-form';
import { buildPayload, type FormValues, initialFormValues } from './form-values';

const OPERATIONS = ['read', 'create', 'update', 'delete'].map((value) => ({ value, label: value }));

const fields: FieldDefinition[] = [
  { Field: 'rperId', title: 'Id', input: null, Key: 'PRI' },
  { Field: 'rperPrmsId', title: 'Permission', input: 'dropdown-api', options_api_path: '/master/Permission' },
  {
    Field: 'rperOperations',
    title: 'Operations',
    input: 'checkbox',
    dependsOn: { field: 'rperPrmsId', options: (row) => OPERATIONS.filter((option) => parseOperations(row?.prmsOperations).includes(option.value as never)) },
    ...jsonList,
  },
  { Field: 'prmsOperations', title: 'All operations', input: 'checkbox', options: OPERATIONS, ...jsonList },
];

let api: MockApi;
let submitted: Record<string, unknown> | undefined;

function renderForm(mode: 'add' | 'edit', record: Record<string, unknown> | null = null) {
  submitted = undefined;
  return renderWithProviders(
    <Formik initialValues={initialFormValues(fields, record)} onSubmit={(values: FormValues) => void (submitted = buildPayload(fields, values, mode))}>
      {(form) => (
        <form onSubmit={form.handleSubmit}>
          <FieldDrivenForm fields={fields} mode={mode} />
          <button type="submit">Submit</button>
        </form>
      )}
    </Formik>,
  );
}

const group = (name: string) => screen.getByRole('group', { name });
const boxes = (name: string) => within(group(name)).queryAllByRole('checkbox').map((box) => box.getAttribute('value'));

beforeEach(() => {
  api = mockApi({ access: {} });
  memoryResource(api, {
    path: '/master/Permission',
    primaryKey: 'prmsId',
    rows: [
      { prmsId: 1, prmsName: 'master_role', prmsOperations: '["read","create","update","delete"]' },
      { prmsId: 2, prmsName: 'dashboard_notification', prmsOperations: '["read"]' },
    ],
  });
});
afterEach(() => api.restore());

describe('checkbox groups and dependent options', () => {
  it('renders a checkbox with options as a group whose list is sent as a JSON string', async () => {
    const { user } = renderForm('add');
    expect(boxes('All operations')).toEqual(['read', 'create', 'update', 'delete']);
    await user.click(within(group('All operations')).getByRole('checkbox', { name: 'delete' }));
    await user.click(within(group('All operations')).getByRole('checkbox', { name: 'read' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toBeDefined());
    expect(submitted).toMatchObject({ prmsOperations: '["read","delete"]', rperOperations: '[]' });
  });

  it('offers only the picked permission operations and drops picks it does not allow', async () => {
    const { user } = renderForm('add');
    expect(boxes('Operations')).toEqual([]);
    expect(screen.getByText('Choose Permission first.')).toBeInTheDocument();
    const permission = screen.getByRole('combobox', { name: 'Permission' });
    await within(permission).findByRole('option', { name: 'master_role' });
    await user.selectOptions(permission, 'master_role');
    await waitFor(() => expect(boxes('Operations')).toEqual(['read', 'create', 'update', 'delete']));
    await user.click(within(group('Operations')).getByRole('checkbox', { name: 'read' }));
    await user.click(within(group('Operations')).getByRole('checkbox', { name: 'update' }));
    await user.selectOptions(permission, 'dashboard_notification');
    await waitFor(() => expect(boxes('Operations')).toEqual(['read']));
    expect(within(group('Operations')).getByRole('checkbox', { name: 'read' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toBeDefined());
    expect(submitted).toMatchObject({ rperPrmsId: 2, rperOperations: '["read"]' });
    // The options came from the one cached options request.
    expect(api.callsTo('GET', '/master/Permission').map((call) => call.query.get('max'))).toEqual(['1000000']);
  });

  it('keeps an edited record picks while the permission rows load', async () => {
    const { user } = renderForm('edit', { rperId: 9, rperPrmsId: 1, rperOperations: '["read","delete"]', prmsOperations: '[]' });
    await waitFor(() => expect(boxes('Operations')).toEqual(['read', 'create', 'update', 'delete']));
    expect(within(group('Operations')).getByRole('checkbox', { name: 'delete' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toBeDefined());
    expect(submitted).toMatchObject({ rperId: 9, rperPrmsId: 1, rperOperations: '["read","delete"]' });
  });
});
