import { Badge } from '@mantine/core';

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge color="green" variant="light" c="dark.8">
      Actif
    </Badge>
  ) : (
    <Badge color="gray" variant="light" c="dark.8">
      Désactivé
    </Badge>
  );
}
