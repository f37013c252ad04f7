import {
  PRIORITY_RULE_LABELS,
  PRIORITY_RULES,
  type PriorityRule,
} from '@espaces/domain/campaign/campaign-rules';
import {
  ActionIcon,
  Checkbox,
  Group,
  Input,
  Paper,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { useFocusAfterMove, type MovedItem } from './focus-after-move.ts';

interface PriorityOrderInputProps {
  /** The rules applied, in order. */
  value: readonly PriorityRule[];
  onChange: (rules: PriorityRule[]) => void;
  error?: ReactNode;
}

const quoted = (rule: PriorityRule) => `«\u00a0${PRIORITY_RULE_LABELS[rule]}\u00a0»`;

/** The rules applied first in their order, then those left out, in the domain's order. */
const rowsOf = (value: readonly PriorityRule[]) => [
  ...value.map((rule) => ({ rule, applied: true })),
  ...PRIORITY_RULES.filter((rule) => !value.includes(rule)).map((rule) => ({
    rule,
    applied: false,
  })),
];

/**
 * The campaign's ordered priorities (docs/campaigns.md#allocation): each rule applied or left
 * out, and moved up or down with its buttons, which keep the focus on the rule moved so that the
 * keyboard can move it again; the new position is read aloud.
 */
export function PriorityOrderInput({ value, onChange, error }: PriorityOrderInputProps) {
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState<MovedItem | null>(null);
  useFocusAfterMove(list, moved, 'data-rule');
  const rows = rowsOf(value);

  function move(rule: PriorityRule, by: -1 | 1) {
    const from = value.indexOf(rule);
    const to = from + by;
    const next = [...value];
    next.splice(from, 1);
    next.splice(to, 0, rule);
    onChange(next);
    setAnnouncement(`${quoted(rule)} en position ${to + 1} sur ${value.length}.`);
    setMoved({ key: rule, by });
  }

  function toggle(rule: PriorityRule, applied: boolean) {
    onChange(applied ? [...value, rule] : value.filter((other) => other !== rule));
  }

  return (
    <Input.Wrapper
      label="Priorités, dans l’ordre"
      description={`Entre des vœux concurrents, la première priorité qui les départage l’emporte\u00a0; puis le rang du vœu chez son organisation, puis sa date de dépôt.`}
      error={error}
      id="priorities"
    >
      <Stack gap="xs" mt="xs" ref={list} role="list" aria-label="Priorités">
        {rows.map(({ rule, applied }) => {
          const position = value.indexOf(rule);
          return (
            <Paper role="listitem" withBorder p="xs" key={rule} data-rule={rule}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text fw={700} w="1.5em" ta="right" aria-hidden="true">
                    {applied ? `${position + 1}.` : ''}
                  </Text>
                  <Checkbox
                    label={PRIORITY_RULE_LABELS[rule]}
                    checked={applied}
                    onChange={(event) => toggle(rule, event.currentTarget.checked)}
                  />
                </Group>
                {applied && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      data-move={-1}
                      disabled={position === 0}
                      aria-label={`Monter ${quoted(rule)}`}
                      onClick={() => move(rule, -1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      data-move={1}
                      disabled={position === value.length - 1}
                      aria-label={`Descendre ${quoted(rule)}`}
                      onClick={() => move(rule, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Input.Wrapper>
  );
}
