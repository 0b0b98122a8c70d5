import { useEffect, useState } from 'react';

/**
 * Keeps a search box responsive while committing (to the URL) only once typing pauses (500 ms).
 * An outside change of the committed value (back button, 'Limpar') updates the box.
 */
export function useDebouncedSearch(committed: string, commit: (value: string) => void, delayMs = 500) {
  const [text, setText] = useState(committed);
  const [seenCommitted, setSeenCommitted] = useState(committed);
  if (committed !== seenCommitted) {
    // Adjusting state while rendering: React's recommended way to follow a changed prop.
    setSeenCommitted(committed);
    setText(committed);
  }
  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => commit(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, commit, delayMs]);
  return [text, setText] as const;
}
