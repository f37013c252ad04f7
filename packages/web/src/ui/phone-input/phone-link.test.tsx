import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneLink } from './phone-link.tsx';

describe('PhoneLink', () => {
  it.each([
    ['+33465710101', '04 65 71 01 01'],
    ['04.65.71.01.01', '04 65 71 01 01'],
    ['+33612345678', '06 12 34 56 78'],
  ])('shows %s as « %s », dialled in its international form', (stored, shown) => {
    render(
      <MantineProvider>
        <PhoneLink phone={stored} />
      </MantineProvider>,
    );
    const link = screen.getByRole('link');
    // No-break spaces between the pairs: the number never splits across two lines.
    expect(link.textContent).toBe(shown.replace(/ /g, '\u00a0'));
    expect(link).toHaveAttribute('href', `tel:+33${shown.replace(/ /g, '').slice(1)}`);
  });

  it('shows what it cannot read as stored, without a link', () => {
    render(
      <MantineProvider>
        <PhoneLink phone="standard du lycée" />
      </MantineProvider>,
    );
    expect(screen.getByText('standard du lycée')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
