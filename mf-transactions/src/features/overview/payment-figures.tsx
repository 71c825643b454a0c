import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { BarChart, bucketLabel, FigureGrid, FigureLink, formatNumber, formatRupiah, formatShare, listLink } from '@console/shared/core';
import { Link as RouterLink } from 'react-router';
import type { PaymentSummary } from './payment-summary';

export interface PaymentFiguresProps {
  /** Section heading: `Virtual Account` or `QRIS`. */
  name: string;
  /** The list screen's route, e.g. `/dashboard/transaction-va`. */
  screenPath: string;
  range: { from: string; to: string };
  summary: PaymentSummary | undefined;
}

const PERIOD = { hour: 'per jam', day: 'per hari' } as const;

/**
 * One transaction type's figures: paid (amount and count, as the screen's `Status Pelunasan` card
 * for the same range), unpaid and expired, each a link to the list filtered to its rows; then the
 * paid amount per hour or day against the period before, and the share by bank.
 */
export function PaymentFigures({ name, screenPath, range, summary }: PaymentFiguresProps) {
  const link = (filters: Record<string, string>) => listLink(screenPath, { filters, range });
  const paidTotal = summary?.paid.amount ?? 0;
  const busiest = summary?.series.reduce((best, point) => (point.value > best.value ? point : best), summary.series[0] ?? { at: '', value: 0, previous: 0 });
  const chartSummary = summary
    ? `Lunas ${PERIOD[summary.bucket]} ${name}: total ${formatRupiah(summary.paid.amount)}, periode sebelumnya ${formatRupiah(summary.previous.paid.amount)}` +
      (busiest && busiest.value > 0 ? `; tertinggi pada ${bucketLabel(busiest.at)} (${formatRupiah(busiest.value)}).` : '.')
    : '';
  return (
    <Box as="section" aria-label={name} minW="0">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {name}
        </Heading>
        <FigureGrid columns={4}>
          <FigureLink label="Nominal Lunas" value={summary && formatRupiah(summary.paid.amount)} to={link({ status: '00' })} />
          <FigureLink label="Jumlah Lunas" value={summary && formatNumber(summary.paid.count)} to={link({ status: '00' })} />
          <FigureLink label="Belum Lunas" value={summary && formatNumber(summary.unpaid.count)} help={summary ? formatRupiah(summary.unpaid.amount) : ' '} to={link({ status: '03' })} />
          <FigureLink label="Kadaluarsa" value={summary && formatNumber(summary.expired.count)} to={link({ status: '05' })} />
        </FigureGrid>
        {summary ? (
          <BarChart
            title={`${name}: nominal lunas ${PERIOD[summary.bucket]}`}
            points={summary.series.map((point) => ({ label: bucketLabel(point.at), value: point.value, mark: point.previous }))}
            format={formatRupiah}
            valueName="Lunas"
            markName="Periode sebelumnya"
            summary={chartSummary}
            emptyText="Tidak ada transaksi lunas dalam rentang ini maupun periode sebelumnya."
          />
        ) : (
          <Box h="190px" aria-hidden="true" />
        )}
        <Stack gap="1" minH="12">
          <Text fontSize="sm" fontWeight="medium">
            Lunas per bank
          </Text>
          {summary && summary.banks.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              Tidak ada transaksi lunas dalam rentang ini.
            </Text>
          ) : null}
          {summary?.banks.map((bank) => {
            const label = bank.bank ?? 'Tanpa bank';
            const share = formatShare(bank.amount, paidTotal);
            const text = `${label}: ${formatRupiah(bank.amount)} (${share})`;
            return (
              <Stack key={label} gap="0.5">
                <HStack justify="space-between" fontSize="sm" gap="2" wrap="wrap">
                  {bank.bank === null ? (
                    <Text>{text}</Text>
                  ) : (
                    <Link asChild variant="underline" colorPalette="blue">
                      <RouterLink to={link({ status: '00', bank: bank.bank })}>{text}</RouterLink>
                    </Link>
                  )}
                  <Text color="fg.muted">{formatNumber(bank.count)} transaksi</Text>
                </HStack>
                <Box h="1.5" bg="bg.muted" borderRadius="full" aria-hidden="true">
                  <Box h="full" bg="blue.solid" borderRadius="full" w={share.replace(',', '.')} />
                </Box>
              </Stack>
            );
          })}
        </Stack>
      </Stack>
    </Box>
  );
}
