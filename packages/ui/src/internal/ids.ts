import { useId } from 'react';

/** A stable id: the caller's when given, otherwise a generated one. */
export function useStableId(given?: string, prefix = 'lobby'): string {
  const generated = useId();
  return given ?? `${prefix}-${generated.replace(/:/g, '')}`;
}
