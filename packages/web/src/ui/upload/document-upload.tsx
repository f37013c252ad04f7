import { Alert, Box, Group, Progress, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { apiFetch, handleApiError } from '../../api/client.ts';
import { violationsOf } from '../../api/errors.ts';
import { documentProblem } from './document-rules.ts';
import { DropZone } from './drop-zone.tsx';

interface DocumentUploadProps<T> {
  /** The endpoint receiving the multipart form (POST). */
  uploadUrl: string;
  /** Name of the file part in the multipart body. */
  fieldName?: string;
  label?: string;
  onUploaded: (created: T) => void;
}

/**
 * DESIGN §5 uploads: a drop area around a real, labelled file input (so keyboard and screen
 * reader users choose a file the usual way), the PDF/JPEG/PNG ≤ 10 Mo checks before sending,
 * then a multipart POST. The body is a FormData, which ofetch sends as is: the browser sets
 * the multipart boundary itself.
 */
export function DocumentUpload<T>({
  uploadUrl,
  fieldName = 'file',
  label = 'Ajouter un document',
  onUploaded,
}: DocumentUploadProps<T>) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);

  async function send(file: File): Promise<void> {
    const refusal = documentProblem(file);
    setProblem(refusal);
    if (refusal !== null) return;
    const body = new FormData();
    body.append(fieldName, file, file.name);
    setUploading(file.name);
    try {
      onUploaded(await apiFetch<T>(uploadUrl, { method: 'POST', body }));
    } catch (error) {
      setProblem(violationsOf(error)?.[0]?.message ?? null);
      handleApiError(error);
    } finally {
      setUploading(null);
      if (input.current !== null) input.current.value = '';
    }
  }

  return (
    <Stack gap="xs">
      <DropZone
        inputId={inputId}
        inputRef={input}
        hintId={hintId}
        inputAria={{
          'aria-describedby': problem === null ? hintId : `${hintId} ${errorId}`,
          'aria-invalid': problem !== null || undefined,
        }}
        onFile={(file) => void send(file)}
        disabled={uploading !== null}
        padding="lg"
        footer={
          uploading !== null && (
            <Stack gap={4} w="100%" role="status" aria-live="polite">
              <Text size="sm">{`Envoi de «\u00a0${uploading}\u00a0» en cours…`}</Text>
              <Progress value={100} animated striped aria-label="Envoi en cours" />
            </Stack>
          )
        }
      >
        <Group gap={6} justify="center">
          <Box
            component="label"
            htmlFor={inputId}
            c="regionBlue.8"
            fw={600}
            style={{
              cursor: uploading === null ? 'pointer' : 'default',
              textDecoration: 'underline',
            }}
          >
            {label}
          </Box>
          <Text>ou glissez un fichier dans ce cadre</Text>
        </Group>
      </DropZone>
      {problem !== null && (
        <Alert id={errorId} color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
