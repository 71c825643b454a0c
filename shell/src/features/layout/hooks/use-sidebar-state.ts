import { useEffect, useState } from 'react';

/** Above this width the sidebar opens by default (spec 9). */
export const SIDEBAR_OPEN_ABOVE_PX = 1024;
/** At or below this width the sidebar is an overlay drawer (spec 9). */
export const MOBILE_AT_OR_BELOW_PX = 600;

interface SidebarState {
  open: boolean;
  mobile: boolean;
}

const stateFor = (width: number): SidebarState => ({ open: width > SIDEBAR_OPEN_ABOVE_PX, mobile: width <= MOBILE_AT_OR_BELOW_PX });

/** Open/closed and mobile mode of the sidebar: set from the window width on resize, and by the toggle. */
export function useSidebarState() {
  const [state, setState] = useState(() => stateFor(window.innerWidth));

  useEffect(() => {
    const onResize = () => setState(stateFor(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  return {
    ...state,
    toggle: () => setState((current) => ({ ...current, open: !current.open })),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
