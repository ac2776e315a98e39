import { useEffect, useState } from 'react';

/** Spec 2 §9: below 768 px the screen is narrow (drawers full screen, body scroll locked). */
export const NARROW_SCREEN_QUERY = '(max-width: 767px)';

/** Whether the window is narrow now; follows the window as it is resized. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_SCREEN_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_SCREEN_QUERY);
    const onChange = () => setNarrow(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}
