import { Alert, Button, Text } from '@chakra-ui/react';
import { errorMessage, formatNumber, formatZonedDateTime, useSiteUtcOffset } from '@console/shared/core';
import type { AuditIntegrity } from './audit-integrity';

export interface AuditIntegrityStatusProps {
  integrity: AuditIntegrity | undefined;
  error: unknown;
  checking: boolean;
  onRetry: () => void;
}

/**
 * The hash chain's state above the Audit Log: intact with the rows checked and when (a quiet line),
 * broken at a row with the reason (an alert, announced), or that it could not be checked (a
 * warning with Coba lagi); the list stays on screen in every case.
 */
export function AuditIntegrityStatus({ integrity, error, checking, onRetry }: AuditIntegrityStatusProps) {
  const hours = useSiteUtcOffset();
  if (error && !integrity) {
    return (
      <Alert.Root status="warning" role="alert" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Integritas audit trail tidak dapat diperiksa.</Alert.Title>
          <Alert.Description>{`${errorMessage(error, 'Server tidak menjawab.')} Daftar di bawah tetap dapat dibaca.`}</Alert.Description>
        </Alert.Content>
        <Button size="xs" variant="outline" onClick={onRetry} loading={checking}>
          Coba lagi
        </Button>
      </Alert.Root>
    );
  }
  if (!integrity) {
    return (
      <Text fontSize="sm" color="fg.muted" role="status">
        Memeriksa integritas audit trail...
      </Text>
    );
  }
  const checkedAt = formatZonedDateTime(integrity.checkedAt, hours);
  if (integrity.state === 'broken') {
    const at = integrity.broken ? `di baris ${formatNumber(integrity.broken.audtId)}` : '';
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{`Audit trail RUSAK ${at}`.trim()}</Alert.Title>
          <Alert.Description>
            {`${integrity.broken?.reason ?? 'Rantai hash tidak cocok.'} Catatan mulai baris itu tidak dapat dipercaya; laporkan ke administrator. Diperiksa ${checkedAt}.`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="success" variant="subtle" size="sm" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Audit trail utuh</Alert.Title>
        <Alert.Description>
          {`${formatNumber(integrity.rows)} baris diperiksa, ${checkedAt}${integrity.anchored ? '' : ' (tanpa checkpoint: database di memori)'}.`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
