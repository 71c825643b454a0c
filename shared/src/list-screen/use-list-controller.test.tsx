import { act, screen, waitFor } from '@testing-library/react';
import { listReply, makeSession, mockApi, type MockApi, renderWithProviders } from '../testing';
import { DataTable } from '../table/data-table';
import { ListScreenLayout } from './list-screen-layout';
import { ListToolbar } from './list-toolbar';
import { rowNumber, useListController } from './use-list-controller';

// Whole screens with Chakra in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

interface Item {
  id: number;
  name: string;
}
const ITEMS: Item[] = Array.from({ length: 11 }, (_, index) => ({ id: index + 1, name: `Item ${index + 1}` }));
const PATH = '/things';

/** Serves ITEMS paged by `page` and `max`, like the API. */
function serveItems(api: MockApi) {
  api.on('GET', PATH, (request) => {
    const page = Number(request.query.get('page'));
    const max = Number(request.query.get('max'));
    return listReply(ITEMS.slice((page - 1) * max, page * max), { page, itemPerPage: max, totalData: ITEMS.length });
  });
}

function ThingsScreen() {
  const list = useListController<Item>({
    path: PATH,
    readPermission: 'things.read',
    sortable: ['id', 'name'],
    filterNames: ['kind'],
    defaultSort: { column: 'id', direction: 'desc' },
    dateRange: {},
    params: { by: { default: 'name', values: ['name', 'code'] } },
    toQuery: ({ table, filters, range, params }) => ({
      page: table.page,
      max: table.pageSize,
      orderField: table.sort?.column,
      orderValue: table.sort?.direction.toUpperCase(),
      from: range?.from,
      to: range?.to,
      [`finds[${params.by}]`]: table.search || undefined,
      'finds[kind]': filters.kind || undefined,
    }),
  });
  return (
    <ListScreenLayout title="Things" readPermission="things.read" toolbar={<ListToolbar onRefresh={() => list.reset({ table: { page: list.state.table.page } })} />}>
      <button type="button" onClick={() => list.update({ params: { by: 'code' }, table: { search: 'abc' }, filters: { kind: 'x' } })}>
        Narrow
      </button>
      <button type="button" onClick={() => void list.refresh()}>
        Ask again
      </button>
      <DataTable<Item> label="Things" columns={[{ id: 'no', header: 'No.', sortable: false, cell: (row) => list.rowNumberOf(row) }, { id: 'name', header: 'Name' }]} {...list.tableProps} />
    </ListScreenLayout>
  );
}

let api: MockApi;
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

describe('useListController', () => {
  it('does not ask for the list without the read permission', async () => {
    api = mockApi({ access: { other: ['read'] } });
    serveItems(api);
    renderWithProviders(<ThingsScreen />, { route: '/things' });
    expect(await screen.findByText('No Access')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('GET', PATH)).toHaveLength(0);
  });

  it('moves a page past the end to the last page', async () => {
    api = mockApi({ access: { things: ['read'] } });
    serveItems(api);
    const { location } = renderWithProviders(<ThingsScreen />, { route: '/things?page=999' });
    expect(await screen.findByText('Showing 11 to 11 of 11 entries', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(location()).toContain('page=2');
    expect(screen.queryByText('Showing 0 to 0 of 11 entries')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Item 11' })).toBeInTheDocument();
    // The row number counts across pages.
    expect(screen.getByRole('cell', { name: '11' })).toBeInTheDocument();
  });

  it('asks with the default sort and the site day, keeps the state in the URL and resets to the defaults', async () => {
    api = mockApi({ session: makeSession({ things: ['read'] }, { site: { utcOffsetHours: 7, today: '2026-11-23' } }) });
    serveItems(api);
    const { user, location } = renderWithProviders(<ThingsScreen />, { route: '/things?page=2&other=kept' });
    expect(await screen.findByText('Showing 11 to 11 of 11 entries', undefined, { timeout: 5000 })).toBeInTheDocument();
    const today = api.callsTo('GET', PATH)[0]!.query.get('from');
    expect(Object.fromEntries(api.callsTo('GET', PATH)[0]!.query)).toEqual({ page: '2', max: '10', orderField: 'id', orderValue: 'DESC', from: today, to: today });
    // The range is written into the URL, so a copied link keeps its days.
    await waitFor(() => expect(location()).toBe(`/things?other=kept&page=2&from=${today}&to=${today}`));

    await user.click(screen.getByRole('button', { name: 'Narrow' }));
    await waitFor(() => expect(location()).toBe(`/things?other=kept&q=abc&f_kind=x&from=${today}&to=${today}&by=code`));
    expect(Object.fromEntries(api.calls.at(-1)!.query)).toMatchObject({ page: '1', 'finds[code]': 'abc', 'finds[kind]': 'x' });

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(location()).toBe(`/things?other=kept&from=${today}&to=${today}`));

    const before = api.callsTo('GET', PATH).length;
    await user.click(screen.getByRole('button', { name: 'Ask again' }));
    await waitFor(() => expect(api.callsTo('GET', PATH).length).toBe(before + 1));
  });

  it("takes today from the site's offset, not the browser's time zone", async () => {
    // 20:00 UTC on 23 November: still the 23rd in Los Angeles (the browser), already the 24th in Jakarta (the site).
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    jest.useFakeTimers({ now: new Date('2026-11-23T20:00:00Z'), advanceTimers: true });
    try {
      expect(new Date().getDate()).toBe(23);
      api = mockApi({ session: makeSession({ things: ['read'] }, { site: { utcOffsetHours: 7, today: '2026-11-24' } }) });
      serveItems(api);
      renderWithProviders(<ThingsScreen />, { route: '/things' });
      await waitFor(() => expect(api.callsTo('GET', PATH).at(-1)?.query.get('from')).toBe('2026-11-24'));
      expect(api.callsTo('GET', PATH).at(-1)?.query.get('to')).toBe('2026-11-24');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('numbers rows across pages', () => {
    expect(rowNumber({ page: 1, pageSize: 10 }, 0)).toBe(1);
    expect(rowNumber({ page: 3, pageSize: 20 }, 4)).toBe(45);
  });
});
