import {
  cardBackgroundNumber,
  cardBrandOf,
  groupCardDigits,
  maskedCardNumber,
} from '@espaces/domain/payment/card-brand';
import { Box, Group, Stack, Text } from '@mantine/core';
import { cardBackground } from '../lib/card-backgrounds.ts';

export interface CardFace {
  /** Digits typed so far, or null for a stored card (only its last four digits are known). */
  digits: string | null;
  last4?: string;
  brand: string | null;
  holder: string;
  month: string;
  year: string;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  'diners-club': 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  mir: 'Mir',
  elo: 'Elo',
  hiper: 'Hiper',
  hipercard: 'Hipercard',
  'cartes-bancaires': 'CB',
};

export const brandName = (brand: string | null) => (brand ? (BRAND_NAMES[brand] ?? brand) : null);

/**
 * The card as docs/payments.md#card-display shows it: the number grouped by brand (16 digits, 15
 * for amex and uatp, 14 for diners, 19 for unionpay), the holder, the expiry, on one of the 25
 * backgrounds.
 */
export function CardWidget({ face }: { face: CardFace }) {
  const typedBrand = face.digits !== null ? cardBrandOf(face.digits) : null;
  const brand = face.digits !== null ? (typedBrand?.type ?? null) : face.brand;
  const number =
    face.digits !== null
      ? groupCardDigits(face.digits, typedBrand) || '•••• •••• •••• ••••'
      : maskedCardNumber(face.last4 ?? '••••');
  const seed = `${brand ?? ''}${face.digits?.slice(-4) ?? face.last4 ?? ''}`;
  const expiry = `${face.month.padStart(2, '0') || 'MM'}/${face.year.slice(-2) || 'AA'}`;
  return (
    <Box
      role="img"
      aria-label={`Carte ${brandName(brand) ?? ''} ${number}, expire ${expiry}`}
      style={{
        background: cardBackground(cardBackgroundNumber(seed)),
        color: 'white',
        borderRadius: 12,
        padding: 20,
        width: 340,
        maxWidth: '100%',
        aspectRatio: '1.586',
      }}
      data-background={cardBackgroundNumber(seed)}
    >
      <Stack justify="space-between" h="100%">
        <Text fw={700} ta="right">
          {brandName(brand) ?? 'Carte'}
        </Text>
        <Text ff="monospace" fz="xl" style={{ letterSpacing: 1 }}>
          {number}
        </Text>
        <Group justify="space-between">
          <Text tt="uppercase" fz="sm">
            {face.holder || 'Titulaire'}
          </Text>
          <Text fz="sm">{expiry}</Text>
        </Group>
      </Stack>
    </Box>
  );
}
