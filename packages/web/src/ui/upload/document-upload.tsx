import { Alert, Box, Group, Progress, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
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
 * A drop area around a real, labelled file input (so keyboard and screen
 * reader users choose a file the usual way), the PDF/JPEG/PNG ≤ 10 Mo checks before sending,
 * then a multipart POST. The body is a FormData, which ofetch sends as is: the browser sets
 * the multipart boundary itself. The file is the one field: every violation of a refusal is
 * written next to it, and shown as a toast (docs/messages.md#violations).
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
  const [problems, setProblems] = useState<string[]>([]);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(fieldName, file, file.name);
      return apiFetch<T>(uploadUrl, { method: 'POST', body });
    },
    onSuccess: (created) => onUploaded(created),
    onError: (error) => {
      setProblems((violationsOf(error) ?? []).map((violation) => violation.message));
      handleApiError(error);
    },
    onSettled: () => {
      if (input.current !== null) input.current.value = '';
    },
  });
  const uploading = upload.isPending ? (upload.variables?.name ?? null) : null;

  function send(file: File): void {
    const refusal = documentProblem(file);
    setProblems(refusal === null ? [] : [refusal]);
    if (refusal === null) upload.mutate(file);
  }

  return (
    <Stack gap="xs">
      <DropZone
        inputId={inputId}
        inputRef={input}
        hintId={hintId}
        inputAria={{
          'aria-describedby': problems.length === 0 ? hintId : `${hintId} ${errorId}`,
          'aria-invalid': problems.length > 0 || undefined,
        }}
        onFile={send}
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
      {problems.length > 0 && (
        <Alert id={errorId} color="red" variant="light" role="alert">
          {problems.map((message) => (
            <Text key={message} size="sm">
              {message}
            </Text>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
