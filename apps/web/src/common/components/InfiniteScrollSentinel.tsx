import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** Calls `onVisible` when it scrolls into view: the next page of an infinite list. */
export function InfiniteScrollSentinel({ enabled, loading, onVisible }: { enabled: boolean; loading: boolean; onVisible: () => void }) {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element || !enabled) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisible();
    }, { rootMargin: '400px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, onVisible]);
  return <Center ref={marker} mih={48}>{loading ? <Loader size="sm" /> : null}</Center>;
}
