import { Card, Center } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { returnPathOf } from '../../guard/return-path';
import { prefetchHomePanels } from '../../home/prefetch-home-panels';
import { Logo } from '../../layout/components/logo';
import { PageSpinner } from '../../layout/components/page-spinner';
import { useAllowedCompanies } from '../hooks/use-allowed-companies';
import { SelectCompanyForm } from './select-company-form';

/** Company selection after sign-in (spec 2.4). */
export function SelectCompanyPage() {
  const { companies, activeCompanyId, isLoading, status } = useAllowedCompanies();
  // Home comes next (no other page was asked for): its panels' code loads while the user chooses.
  const homeNext = !returnPathOf(useLocation().search);
  useEffect(() => {
    if (status && homeNext) prefetchHomePanels(status);
  }, [status, homeNext]);
  return (
    <Center as="main" minH="100dvh" p="4">
      <Card.Root w="full" maxW="md">
        <Card.Header gap="2">
          <Logo alignSelf="flex-start" />
          <Card.Title asChild>
            <h1>Select Company</h1>
          </Card.Title>
          <Card.Description>Please select which company you want to access.</Card.Description>
        </Card.Header>
        <Card.Body>{isLoading ? <PageSpinner label="Loading companies" /> : <SelectCompanyForm companies={companies} activeCompanyId={activeCompanyId} />}</Card.Body>
      </Card.Root>
    </Center>
  );
}
