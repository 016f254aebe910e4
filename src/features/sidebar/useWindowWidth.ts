import { useEffect, useState } from 'react';

/** The window's inner width, kept up to date on resize; `null` before hydration (server render). */
export function useWindowWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}
