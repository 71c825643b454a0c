import { Button } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { ExportProgress } from './export-progress';
import { exportSignal } from './export-signals';
import type { ExportPage } from './paged-export';
import { type ExportOutcome, useCsvExport } from './use-csv-export';

interface Row {
  id: number;
}

/** Pages of 10 rows out of 25; each page waits until the test releases it. */
function slowServer() {
  const waiting: (() => void)[] = [];
  const signals: AbortSignal[] = [];
  const fetchPage = (page: number, _max: number, exportId: string): Promise<ExportPage<Row>> => {
    // The signal fetchList would give the request of this page.
    signals.push(exportSignal(exportId) as AbortSignal);
    return new Promise((resolve) => {
      waiting.push(() => resolve({ rows: Array.from({ length: page < 3 ? 10 : 5 }, (_, index) => ({ id: (page - 1) * 10 + index + 1 })), pagination: { itemPerPage: 10, totalData: 25, totalPage: 3 } }));
    });
  };
  return { fetchPage, signals, release: () => waiting.shift()?.() };
}

type FetchPage = ReturnType<typeof slowServer>['fetchPage'];

function Exporter({ fetchPage, onDone }: { fetchPage: FetchPage; onDone: (outcome: ExportOutcome) => void }) {
  const csv = useCsvExport();
  return (
    <>
      <Button disabled={csv.running} onClick={() => void csv.start<Row>('rows.csv', { fetchPage, columns: [{ title: 'Id', value: (row) => row.id }] }).then(onDone)}>
        Export
      </Button>
      <ExportProgress progress={csv.progress} onCancel={csv.cancel} />
    </>
  );
}

let clicks: string[];
beforeEach(() => {
  clicks = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('useCsvExport with ExportProgress', () => {
  it('shows rows done of total, then downloads the file', async () => {
    const server = slowServer();
    const onDone = jest.fn();
    const { user } = renderWithProviders(<Exporter fetchPage={server.fetchPage} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(screen.getByText('Preparing..')).toBeInTheDocument();
    server.release();
    expect(await screen.findByText('10 of 25 rows')).toBeInTheDocument();
    server.release();
    expect(await screen.findByText('20 of 25 rows')).toBeInTheDocument();
    server.release();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('downloaded'));
    expect(clicks).toEqual(['rows.csv']);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('downloads nothing when cancelled, and the screen can export again', async () => {
    const server = slowServer();
    const onDone = jest.fn();
    const { user } = renderWithProviders(<Exporter fetchPage={server.fetchPage} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    server.release();
    expect(await screen.findByText('10 of 25 rows')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // Cancel stops at once: the pages still loading are aborted, and nothing waits for them.
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('cancelled'));
    expect(server.signals.length).toBeGreaterThan(1);
    expect(server.signals.every((signal) => signal.aborted)).toBe(true);
    expect(clicks).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
