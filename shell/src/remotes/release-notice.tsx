import { Alert, Box, Button, HStack } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { type ReleaseChange, releaseNoticeStore } from './release-notice-store';
import { areaName } from './remote-areas';

const listOf = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

const withdrawnLine = (change: ReleaseChange) => `The version of ${areaName(change.app)} this page runs was ${change.kind === 'aborted' ? 'aborted' : 'rolled back'}.`;

function newerLine(changes: readonly ReleaseChange[]): string {
  const names = changes.map((change) => areaName(change.app));
  return names.length === 1 ? `A new version of ${names[0]} is available.` : `New versions of ${listOf(names)} are available.`;
}

/**
 * Tells an open tab that a remote it runs has a new active release, or that the release it runs
 * was rolled back or aborted (decision 085). Non-blocking, in a corner; nothing reloads by itself,
 * so a half-filled form is never lost. A new version may be put off with Later; a withdrawn
 * release stays said until the page is reloaded.
 */
export function ReleaseNotice() {
  const changes = useSyncExternalStore(releaseNoticeStore.subscribe, releaseNoticeStore.get);
  const [putOff, setPutOff] = useState('');
  const withdrawn = changes.filter((change) => change.kind !== 'newer');
  const newer = changes.filter((change) => change.kind === 'newer');
  const newerKey = newer.map((change) => `${change.app}@${change.active}`).join(',');
  if (withdrawn.length === 0 && (newer.length === 0 || newerKey === putOff)) return null;

  const urgent = withdrawn.length > 0;
  return (
    <Box position="fixed" zIndex="toast" bottom="4" insetEnd="4" insetStart={{ base: '4', md: 'auto' }} maxW={{ md: 'md' }}>
      <Alert.Root status={urgent ? 'warning' : 'info'} variant="surface" boxShadow="lg" role={urgent ? 'alert' : 'status'} alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Description>
            {urgent ? [...withdrawn.map(withdrawnLine), 'Reload to get the current version.'].join(' ') : newerLine(newer)}
          </Alert.Description>
          <HStack gap="2">
            <Button size="xs" colorPalette={urgent ? 'warning' : 'info'} onClick={() => window.location.reload()}>
              Reload
            </Button>
            {urgent ? null : (
              <Button size="xs" variant="outline" onClick={() => setPutOff(newerKey)}>
                Later
              </Button>
            )}
          </HStack>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
