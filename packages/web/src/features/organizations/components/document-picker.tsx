import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useId, useRef, type ReactNode } from 'react';
import { formatFileSize } from '../../../ui/upload/document-rules.ts';
import { DropZone } from '../../../ui/upload/drop-zone.tsx';

interface DocumentPickerProps {
  /** What the document is (« Statuts »): the name of the field. */
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The form's message (missing file, or a type or size refused by `documentProblem`). */
  error?: ReactNode;
  onBlur?: () => void;
}

/**
 * Chooses a document that is sent later with the whole form (the sign-up is
 * one call, so nothing is stored when any part is refused). `ui/upload/DocumentUpload` posts
 * each file at once and cannot serve here; this picker shares its frame (`DropZone`) and rules
 * (`document-rules.ts`: PDF, JPEG or PNG, 10 Mo), checked by the form's validation.
 */
export function DocumentPicker({ label, value, onChange, error, onBlur }: DocumentPickerProps) {
  const inputId = useId();
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const invalid = error !== undefined && error !== null && error !== false;

  function remove(): void {
    onChange(null);
    if (input.current !== null) input.current.value = '';
  }

  return (
    <Stack gap={6}>
      <Group gap={4}>
        <Text id={labelId} fw={500} size="sm">
          {label}
        </Text>
        <Text span size="sm" c="red.9" aria-hidden="true">
          *
        </Text>
      </Group>
      <DropZone
        inputId={inputId}
        inputRef={input}
        hintId={hintId}
        inputAria={{
          'aria-labelledby': labelId,
          'aria-describedby': invalid ? `${hintId} ${errorId}` : hintId,
          'aria-invalid': invalid || undefined,
          'aria-required': true,
        }}
        onFile={onChange}
        onInputBlur={onBlur}
        invalid={invalid}
        padding="md"
      >
        {value === null ? (
          <Group gap={6} justify="center">
            <Box
              component="label"
              htmlFor={inputId}
              c="regionBlue.8"
              fw={600}
              style={{ cursor: 'pointer', textDecoration: 'underline' }}
            >
              Choisir un fichier
            </Box>
            <Text>ou glissez-le dans ce cadre</Text>
          </Group>
        ) : (
          <Group gap="sm" justify="center">
            <Text fw={500}>{`${value.name} (${formatFileSize(value.size)})`}</Text>
            <Box
              component="label"
              htmlFor={inputId}
              c="regionBlue.8"
              style={{ cursor: 'pointer', textDecoration: 'underline' }}
            >
              Remplacer
            </Box>
            <Button variant="subtle" size="compact-sm" color="red.9" onClick={remove}>
              {`Retirer le fichier (${label})`}
            </Button>
          </Group>
        )}
      </DropZone>
      {invalid && (
        <Text id={errorId} size="sm" c="red.9">
          {error}
        </Text>
      )}
    </Stack>
  );
}
