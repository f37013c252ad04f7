import { NumberInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type InputProps = ReturnType<UseFormReturnType<unknown>['getInputProps']>;

/** What the organisation tells of its booking: the activity and how many will come. */
export function ActivityFields({
  activity,
  expectedAttendance,
}: {
  activity: InputProps;
  expectedAttendance: InputProps;
}) {
  return (
    <>
      <Textarea label="Activité prévue" withAsterisk rows={4} maxLength={500} {...activity} />
      <NumberInput
        label="Nombre de participants"
        withAsterisk
        min={1}
        allowDecimal={false}
        allowNegative={false}
        w={240}
        {...expectedAttendance}
      />
    </>
  );
}
