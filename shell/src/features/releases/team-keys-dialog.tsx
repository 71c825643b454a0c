import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type DataTableColumn, DialogFrame, errorMessage, FormField, formatSiteDateTime, notify, SelectInput, StaticTable, useSiteUtcOffset } from '@console/shared';
import { type FormEvent, useState } from 'react';
import { createTeamKey, revokeTeamKey, type TeamKey, useTeamKeys } from './api/team-keys';

export interface TeamKeysDialogProps {
  apps: readonly string[];
  canUpdate: boolean;
  onClose: () => void;
}

/**
 * The keys teams' pipelines upload builds with (decision 142): who has one for which app, when it was
 * last used, revoked or not; a release manager makes one (shown once, to copy into the team's CI as
 * `RELEASE_KEY`) and revokes one. Keys are kept as hashes: a lost key is replaced, never shown again.
 */
export function TeamKeysDialog({ apps, canUpdate, onClose }: TeamKeysDialogProps) {
  const hours = useSiteUtcOffset();
  const { data, error, isLoading, mutate } = useTeamKeys();
  const [app, setApp] = useState(apps.find((name) => name !== 'shell') ?? apps[0] ?? '');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ key: string; record: TeamKey } | null>(null);

  const make = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !app) return;
    setBusy(true);
    try {
      const created = await createTeamKey(app, name.trim());
      setMade({ key: created.key, record: created.record });
      setName('');
      void mutate();
    } catch (failure) {
      notify.error('The key was not made.', { detail: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (key: TeamKey) => {
    try {
      notify.success(await revokeTeamKey(key.id));
      void mutate();
    } catch (failure) {
      notify.error('The key was not revoked.', { detail: errorMessage(failure) });
    }
  };

  const columns: DataTableColumn<TeamKey>[] = [
    { id: 'app', header: 'App' },
    { id: 'name', header: 'Name', minWidth: '10rem' },
    { id: 'createdAt', header: 'Made', minWidth: '10rem', cell: (key) => `${formatSiteDateTime(key.createdAt, hours)} by ${key.createdBy}` },
    { id: 'lastUsedAt', header: 'Last used', minWidth: '9rem', cell: (key) => (key.lastUsedAt ? formatSiteDateTime(key.lastUsedAt, hours) : 'never') },
    {
      id: 'state',
      header: 'State',
      minWidth: '9rem',
      cell: (key) =>
        key.revokedAt ? (
          `revoked ${formatSiteDateTime(key.revokedAt, hours)}`
        ) : canUpdate ? (
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => void revoke(key)} aria-label={`Revoke the key ${key.name} of ${key.app}`}>
            Revoke
          </Button>
        ) : (
          'active'
        ),
    },
  ];

  return (
    <DialogFrame
      open
      onClose={onClose}
      title="Team keys"
      description="Each team's pipeline uploads its app's builds with a key of its own (RELEASE_KEY)."
      maxWidth="64rem"
      closeButton
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack gap="4">
        {canUpdate ? (
          <form onSubmit={(event) => void make(event)} aria-label="Make a key">
            <HStack gap="3" align="flex-end" flexWrap="wrap">
              <FormField label="App" required>
                <SelectInput name="app" options={apps.map((value) => ({ value, label: value }))} value={app} onPick={(value) => setApp(String(value))} placeholder="Choose an app" disabled={busy} />
              </FormField>
              <FormField label="What it is for">
                <Input value={name} onChange={(event) => setName(event.target.value)} placeholder="e.g. mf-master CI" maxLength={100} disabled={busy} />
              </FormField>
              <Button type="submit" colorPalette="primary" disabled={busy || !app}>
                {busy ? 'Making..' : 'Make key'}
              </Button>
            </HStack>
          </form>
        ) : null}
        {made ? (
          <Stack gap="1" role="status" borderWidth="1px" borderColor="green.300" bg="green.50" p="3" borderRadius="md">
            <Text fontSize="sm" fontWeight="semibold">
              Key for {made.record.app} ({made.record.name}): copy it now, it is not shown again.
            </Text>
            <HStack gap="2">
              <Input readOnly value={made.key} fontFamily="mono" fontSize="xs" aria-label="The new key" onFocus={(event) => event.currentTarget.select()} />
              <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(made.key).then(() => notify.success('Key copied.'))}>
                Copy
              </Button>
            </HStack>
          </Stack>
        ) : null}
        <StaticTable label="Team keys" columns={columns} rows={data ?? []} isLoading={isLoading} error={error} onRetry={() => void mutate()} getRowId={(key) => key.id} maxHeight="50vh" />
      </Stack>
    </DialogFrame>
  );
}
