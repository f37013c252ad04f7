import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

const TYPING_PAUSE_MS = 350;

/**
 * A list filter the user types (a search, a reference): the field keeps the text as typed, and
 * `commit` receives it trimmed once the user pauses, so the address and the list change once per
 * pause, not per key.
 */
export function useTypedFilter(committed: string, commit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const [paused] = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  useEffect(() => {
    if (paused !== committed) commit(paused);
    // Only the user's typing commits: a committed value changed elsewhere is not typed back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused]);
  return [text, setText] as const;
}
