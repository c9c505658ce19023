/**
 * A replay's keys, for any game's replay view: ← and → a move back and on, Home and End the start and the
 * end. Not while typing in a field (the replay's slider handles its own keys) or with a modifier (the
 * browser's and the page's shortcuts). The replay clamps the move it is sent, so a key at either end
 * changes nothing, and is still the replay's, not the page's to scroll with.
 */
export function onReplayKey(e: KeyboardEvent, index: number, last: number, go: (index: number) => void): void {
  const target = e.composedPath()[0] as HTMLElement | undefined;
  if (target?.tagName === 'INPUT' || target?.tagName === 'TEXTAREA' || e.altKey || e.ctrlKey || e.metaKey) return;
  const to = ({ ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last } as Record<string, number | undefined>)[e.key];
  if (to === undefined) return;
  e.preventDefault();
  go(to);
}
