import type { Booking } from '@espaces/domain/api/bookings';
import type { useProposalEditor } from '../pages/use-proposal-editor.ts';
import { CounterProposalCasualSlots } from './counter-proposal-casual-slots.tsx';
import { CounterProposalYearlySlots } from './counter-proposal-yearly-slots.tsx';

/** The slots staff propose: a yearly booking's through its weekly query, a casual one's one by one. */
export function ProposalSlots({
  booking,
  editor,
}: {
  booking: Booking;
  editor: ReturnType<typeof useProposalEditor>;
}) {
  const { form, yearly, query, casual, weekly, prices } = editor;
  return yearly ? (
    <CounterProposalYearlySlots
      fields={{
        weekDay: form.getInputProps('weekDay'),
        startTime: form.getInputProps('startTime'),
        endTime: form.getInputProps('endTime'),
      }}
      query={query}
      proposal={weekly}
      prices={prices}
    />
  ) : (
    <CounterProposalCasualSlots booking={booking} proposal={casual} prices={prices} />
  );
}
