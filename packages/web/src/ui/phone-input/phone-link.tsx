import { formatPhone, phoneLink } from '@espaces/domain/locale/french';
import { Anchor } from '@mantine/core';

/**
 * A stored phone number shown as French people write it (« 04 65 71 01 01 », formatPhone of
 * @espaces/domain) and dialled through its international `tel:` address; a number that
 * libphonenumber-js cannot read is shown as stored, without a link.
 */
export function PhoneLink({ phone }: { phone: string }) {
  const href = phoneLink(phone);
  const shown = formatPhone(phone);
  return href === null ? <>{shown}</> : <Anchor href={href}>{shown}</Anchor>;
}
