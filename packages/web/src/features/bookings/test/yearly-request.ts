import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { PLACE_ID } from './booking-factories.ts';

/** The request page of the place, its yearly form set to every Tuesday 18:00–20:00. */
export async function openYearlyTuesdayRequest() {
  const app = await renderApp(`/espace/${PLACE_ID}/reservation`);
  await screen.findByRole('heading', { level: 1, name: 'Demande de réservation' });
  await app.user.click(screen.getByRole('radio', { name: 'À l’année' }));
  await app.user.click(screen.getByLabelText(/Jour de la semaine/, { selector: 'input' }));
  await app.user.click(await screen.findByRole('option', { name: 'Mardi', hidden: true }));
  fireEvent.change(screen.getByLabelText(/Heure de début/), { target: { value: '18:00' } });
  fireEvent.change(screen.getByLabelText(/Heure de fin/), { target: { value: '20:00' } });
  return app;
}
