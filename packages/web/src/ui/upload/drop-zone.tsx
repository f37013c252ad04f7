import { Paper, Stack, Text } from '@mantine/core';
import { useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { DOCUMENT_ACCEPT } from './document-rules.ts';

/** Hidden from sight but still focusable and announced (unlike `display: none`). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

type InputAria = Pick<
  ComponentProps<'input'>,
  'aria-labelledby' | 'aria-describedby' | 'aria-invalid' | 'aria-required'
>;

interface DropZoneProps {
  inputId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Id of the « PDF, JPEG ou PNG » hint, for the input's `aria-describedby`. */
  hintId: string;
  inputAria: InputAria;
  /** Called with the file chosen in the input or dropped on the frame. */
  onFile: (file: File) => void;
  onInputBlur?: () => void;
  /** No file can be chosen or dropped meanwhile (a file is being sent). */
  disabled?: boolean;
  /** A red frame: the form refuses the current choice. */
  invalid?: boolean;
  padding: 'md' | 'lg';
  /** The choice itself: its label(s), above the hint. */
  children: ReactNode;
  /** Below the hint (the progress of a sending). */
  footer?: ReactNode;
}

/**
 * A drop area around a real file input (so keyboard and screen reader users
 * choose a file the usual way, through a `<label htmlFor={inputId}>` among the children),
 * accepting the document types of `document-rules.ts`. The frame is highlighted while a file
 * is dragged over it or the input has the focus.
 */
export function DropZone({
  inputId,
  inputRef,
  hintId,
  inputAria,
  onFile,
  onInputBlur,
  disabled = false,
  invalid = false,
  padding,
  children,
  footer,
}: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const [focused, setFocused] = useState(false);

  return (
    <Paper
      withBorder
      p={padding}
      radius="md"
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file !== undefined && !disabled) onFile(file);
      }}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: invalid
          ? 'var(--mantine-color-red-9)'
          : dragging || focused
            ? 'var(--mantine-color-regionBlue-7)'
            : 'var(--mantine-color-gray-5)',
        background: dragging ? 'var(--mantine-color-gray-0)' : undefined,
      }}
    >
      <Stack gap="xs" align="center">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={DOCUMENT_ACCEPT}
          disabled={disabled}
          {...inputAria}
          style={VISUALLY_HIDDEN}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onInputBlur?.();
          }}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file !== undefined) onFile(file);
          }}
        />
        {children}
        <Text id={hintId} size="sm" c="dimmed">
          PDF, JPEG ou PNG, 10&nbsp;Mo au maximum.
        </Text>
        {footer}
      </Stack>
    </Paper>
  );
}
