import { Card } from '@chakra-ui/react';
import { useSession } from '@console/shared';
import { PageSpinner } from '../../layout/components/page-spinner';
import { ManageAccountForm } from './manage-account-form';

/** The signed-in user's own username and password (spec 2.11). */
export function ManageAccountPage() {
  const { session, refresh } = useSession();
  return (
    <Card.Root maxW="xl">
      <Card.Header>
        <Card.Title asChild>
          <h1>Manage Account</h1>
        </Card.Title>
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
  );
}
