// What other features may use of the bookings (never another feature's internals): the
// amendment pages frame a booking, edit its slots and prices as a counter-proposal does, and
// report a refused write the way the booking pages do.
export { BackToBooking, CounterProposalHeading } from './components/counter-proposal-notices.tsx';
export { CounterProposalPrices } from './components/counter-proposal-prices.tsx';
export { ProposalSlots } from './components/proposal-slots.tsx';
export { useProposalEditor } from './pages/use-proposal-editor.ts';
export { showBookingUpdateError } from './lib/booking-errors.ts';
export { byStartDate, type IsoRange } from './lib/slot-selection.ts';
