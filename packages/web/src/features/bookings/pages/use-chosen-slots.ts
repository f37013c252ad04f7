import { useCallback, useState } from 'react';
import { byStartDate, type ChosenSlot, type IsoRange } from '../lib/slot-selection.ts';

/** The slots chosen on a page, in time order; a changed slot keeps its key (its row). */
export function useChosenSlots(initial: readonly ChosenSlot[] = []) {
  const [slots, setSlots] = useState<ChosenSlot[]>(() => [...initial].sort(byStartDate));
  const add = useCallback((slot: ChosenSlot) => {
    setSlots((current) => [...current, slot].sort(byStartDate));
  }, []);
  const change = useCallback((key: string, range: IsoRange) => {
    setSlots((current) =>
      current.map((slot) => (slot.key === key ? { ...slot, ...range } : slot)).sort(byStartDate),
    );
  }, []);
  const remove = useCallback((key: string) => {
    setSlots((current) => current.filter((slot) => slot.key !== key));
  }, []);
  const reset = useCallback((next: readonly ChosenSlot[]) => {
    setSlots([...next].sort(byStartDate));
  }, []);
  return { slots, add, change, remove, reset };
}
