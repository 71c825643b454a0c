import { Card, Stack } from '@chakra-ui/react';
import { ScreenHeader, useSession } from '@console/shared';
import { PageSpinner } from '../../layout/components/page-spinner';
import { ManageAccountForm } from './manage-account-form';

/**
 * The signed-in user's own username and password (spec 2.11), under the breadcrumb `Home > Manage
 * Account` and its heading, as every other screen.
 */
export function ManageAccountPage() {
  const { session, refresh } = useSession();
  return (
    <Stack gap="0" as="section" aria-label="Manage Account">
      <ScreenHeader title="Manage Account" />
      <Card.Root maxW="xl">
        <Card.Header>
          <Card.Description>Manage your username &amp; password</Card.Description>
        </Card.Header>
        <Card.Body>
          {session ? (
            <ManageAccountForm account={{ userId: session.user, username: session.username }} onReload={() => void refresh()} />
          ) : (
            <PageSpinner label="Loading your account" />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
