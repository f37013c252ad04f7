import { formatEuros } from '@espaces/domain/locale/format';
import { Group, NumberInput, Stack, Text, Title, type NumberInputProps } from '@mantine/core';

type PriceInputProps = Pick<NumberInputProps, 'value' | 'onChange' | 'error'>;

interface CounterProposalPricesProps {
  rentPrice: PriceInputProps;
  cleaningPrice: PriceInputProps;
  /**
   * The booking's current prices, in euros: an emptied field keeps them
   * (docs/messages.md#violations).
   */
  current: { rentPrice: number; cleaningPrice: number };
}

// French amounts: « 12,50 € », two decimals at most, never negative.
const EUROS_INPUT = {
  decimalSeparator: ',',
  decimalScale: 2,
  fixedDecimalScale: true,
  suffix: '\u00a0€',
  min: 0,
  max: 100_000,
  allowNegative: false,
  w: 220,
} as const;

/** The hourly rate and the cleaning fee the validator proposes. */
export function CounterProposalPrices({
  rentPrice,
  cleaningPrice,
  current,
}: CounterProposalPricesProps) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Tarifs proposés
      </Title>
      <Group align="flex-start" gap="md" wrap="wrap">
        <NumberInput
          label="Tarif horaire proposé"
          description={`Actuel\u00a0: ${formatEuros(current.rentPrice)}`}
          {...EUROS_INPUT}
          {...rentPrice}
        />
        <NumberInput
          label="Forfait ménage proposé"
          description={`Par créneau. Actuel\u00a0: ${formatEuros(current.cleaningPrice)}`}
          {...EUROS_INPUT}
          {...cleaningPrice}
        />
      </Group>
      <Text size="sm" c="dimmed">
        Un tarif laissé vide garde le tarif actuel de la réservation.
      </Text>
    </Stack>
  );
}
