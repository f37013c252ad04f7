import { useEffect, type RefObject } from 'react';

/** The item last moved up (-1) or down (1), by the key its element carries. */
export interface MovedItem {
  key: string;
  by: -1 | 1;
}

/**
 * Keeps the focus on the item moved so that the keyboard can move it on: its same button, or,
 * once it reached the end of the list and that button is disabled, the other one. Reordering
 * moves the elements, which loses the focus; this puts it back after each render.
 */
export function useFocusAfterMove(
  list: RefObject<HTMLElement | null>,
  moved: MovedItem | null,
  attribute: string,
) {
  useEffect(() => {
    if (moved === null) return;
    const item = list.current?.querySelector<HTMLElement>(`[${attribute}="${moved.key}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(`button[data-move="${moved.by}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)');
    if (button && document.activeElement !== button) button.focus();
  });
}
