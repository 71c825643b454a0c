import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { notify } from './notify';
import { HOVER_EXTENSION_MS, ToastHost } from './toast-host';
import { prefetchToasts } from './toast-loader';
import type * as ToastLoader from './toast-loader';

// The loader as it is, with its prefetch watched.
jest.mock('./toast-loader', () => {
  const actual = jest.requireActual<typeof ToastLoader>('./toast-loader');
  return { ...actual, prefetchToasts: jest.fn(actual.prefetchToasts) };
});

// react-toastify's timer is the progress bar's CSS animation; its play state is what pausing changes.
const timerOf = (alert: HTMLElement) => alert.querySelector<HTMLElement>('[role="progressbar"]')!.style.animationPlayState;

describe('ToastHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.dismiss());
    jest.useRealTimers();
  });

  it("fetches the container's code ahead when a field gets a value without a key press (autofill), so the first toast does not wait for it", () => {
    const prefetch = jest.mocked(prefetchToasts);
    prefetch.mockClear();
    render(
      <>
        <ToastHost />
        <input aria-label="Username" />
      </>,
    );
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.input(screen.getByRole('textbox', { name: 'Username' }), { target: { value: 'superadmin' } });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('shows the newest toast on top, with its title', async () => {
    render(<ToastHost />);
    act(() => {
      notify.info('first');
      notify.error('Silahkan Login Kembali', { title: 'Sesi Login Telah Habis' });
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Sesi Login Telah HabisSilahkan Login Kembali');
    expect(alerts[1]).toHaveTextContent('first');
  });

  it('keeps a toast paused for 1000 ms after the pointer leaves it', async () => {
    render(<ToastHost />);
    act(() => void notify.success('Berhasil'));
    const alert = await screen.findByRole('alert');
    act(() => toast.play());
    expect(timerOf(alert)).toBe('running');

    fireEvent.mouseOver(alert);
    expect(timerOf(alert)).toBe('paused');
    fireEvent.mouseOut(alert, { relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(HOVER_EXTENSION_MS - 1));
    expect(timerOf(alert)).toBe('paused');
    act(() => jest.advanceTimersByTime(1));
    expect(timerOf(alert)).toBe('running');
  });

  it('stays paused when the pointer comes back before the extension ends', async () => {
    render(<ToastHost />);
    act(() => void notify.warning('Perhatian'));
    const alert = await screen.findByRole('alert');
    act(() => toast.play());
    fireEvent.mouseOver(alert);
    fireEvent.mouseOut(alert, { relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(500));
    fireEvent.mouseOver(alert);
    act(() => jest.advanceTimersByTime(HOVER_EXTENSION_MS * 2));
    expect(timerOf(alert)).toBe('paused');
  });

  it('passes a custom duration through to the toast', async () => {
    render(<ToastHost />);
    act(() => void notify.error('boom', { title: 'Gagal keluar aplikasi!', autoClose: 2000 }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector<HTMLElement>('[role="progressbar"]')!.style.animationDuration).toBe('2000ms');
    expect(screen.getByRole('button', { name: 'close' })).toBeInTheDocument();
  });
});
