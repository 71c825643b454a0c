import { Stack } from '@chakra-ui/react';
import { ComboboxInput, FilterDialog, type FieldOption, type FilterFieldSpec, FormField, SelectInput } from '@console/shared/core';
import { useState } from 'react';
import { AUDIT_ACTION_OPTIONS, OUTCOME_OPTIONS } from './audit-actions';
import type { AuditNames } from './audit-names';

/** The user and company pickers' choices, and what typed text may stand for. */
export interface AuditPickers {
  users: readonly FieldOption[];
  companies: readonly FieldOption[];
  /** Any username typed (a release-plane actor such as `canary guard` is in no list of users). */
  typedUser: (text: string) => FieldOption | null;
  /** A company id typed as digits, when its name cannot be read. */
  typedCompany: (text: string) => FieldOption | null;
  usersNote: string | undefined;
  companiesNote: string | undefined;
}

export function auditPickers(names: Pick<AuditNames, 'users' | 'companies' | 'readsUsers' | 'readsCompanies'>): AuditPickers {
  return {
    users: names.users.map(({ username, userId }) => ({ value: username, label: userId ? `${username} (${userId})` : username })),
    companies: names.companies.map(({ id, name }) => ({ value: String(id), label: `${name} (${id})` })),
    typedUser: (text) => (text.trim() ? { value: text.trim(), label: `Username "${text.trim()}"` } : null),
    typedCompany: (text) => (/^\d{1,15}$/.test(text.trim()) ? { value: text.trim(), label: `Company ${text.trim()}` } : null),
    usersNote: names.readsUsers ? undefined : 'Hanya user di halaman ini dan Anda sendiri; ketik username lain untuk mencarinya.',
    companiesNote: names.readsCompanies ? undefined : 'Hanya company Anda dan yang ada di halaman ini; ketik id company lain.',
  };
}

/**
 * The filter fields as the toolbar's chips and the list call read them: the user by username
 * (exactly, ignoring case: picking `admin` does not show `superadmin`), the action and outcome by
 * their codes, the company by id; each chip says the name.
 */
export function auditFilterFields(pickers: AuditPickers): FilterFieldSpec[] {
  return [
    { name: 'user', label: 'By User', param: 'finds[audtUserName][eq]', input: 'select', options: pickers.users },
    { name: 'action', label: 'By Aksi', param: 'finds[audtAction]', input: 'select', options: AUDIT_ACTION_OPTIONS },
    { name: 'company', label: 'By Company', param: 'finds[audtCompId]', input: 'select', options: pickers.companies },
    { name: 'outcome', label: 'By Status', param: 'finds[audtOutcome]', input: 'select', options: OUTCOME_OPTIONS },
  ];
}

const EMPTY = { user: '', action: '', company: '', outcome: '' };

export interface AuditLogFilterDialogProps {
  pickers: AuditPickers;
  values: Readonly<Record<string, string>>;
  onApply: (values: Record<string, string>) => void;
  onClose: () => void;
}

/**
 * The Audit Log's filter dialog (spec 2.5's frame): the user and the company picked by name from
 * searchable lists (`ComboboxInput`), the action and the outcome from selects. Mount it only while open.
 */
export function AuditLogFilterDialog({ pickers, values, onApply, onClose }: AuditLogFilterDialogProps) {
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...EMPTY, ...values }));
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  return (
    <FilterDialog
      open
      onClose={onClose}
      onApply={() => {
        onApply(draft);
        onClose();
      }}
      onClear={() => {
        onApply(EMPTY);
        onClose();
      }}
      clearDisabled={Object.values(draft).every((value) => !value.trim())}
    >
      <Stack gap="4">
        <FormField label="By User">
          <ComboboxInput name="user" options={pickers.users} typedOption={pickers.typedUser} note={pickers.usersNote} placeholder="Cari username" value={draft.user ?? ''} onPick={(value) => set('user', value)} />
        </FormField>
        <FormField label="By Aksi">
          <SelectInput name="action" options={AUDIT_ACTION_OPTIONS} placeholder="All" value={draft.action} onPick={(value) => set('action', String(value))} />
        </FormField>
        <FormField label="By Company">
          <ComboboxInput name="company" options={pickers.companies} typedOption={pickers.typedCompany} note={pickers.companiesNote} placeholder="Cari nama company" value={draft.company ?? ''} onPick={(value) => set('company', value)} />
        </FormField>
        <FormField label="By Status">
          <SelectInput name="outcome" options={OUTCOME_OPTIONS} placeholder="All" value={draft.outcome} onPick={(value) => set('outcome', String(value))} />
        </FormField>
      </Stack>
    </FilterDialog>
  );
}
