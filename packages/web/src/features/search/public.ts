// What other features may use of the search (never another feature's internals):
// a place's availability week by week, which the place page shows.
export { PlaceAvailabilityCalendar } from './components/place-availability-calendar.tsx';
