import { Anchor, List, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Page } from '../../ui/page.tsx';

/** One h2 part of a public page; its id is the target of the table of contents. */
export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalPageProps {
  title: string;
  lead: string;
  sections: readonly LegalSection[];
}

/** Pages with more parts than this get a table of contents. */
const TABLE_OF_CONTENTS_THRESHOLD = 3;

/**
 * The frame of the public pages (help, terms, personal data, credits, licence): one h1, then
 * h2 sections, with a table of contents of in-page links when the page is long.
 */
export function LegalPage({ title, lead, sections }: LegalPageProps) {
  return (
    <Page title={title} lead={lead}>
      {sections.length > TABLE_OF_CONTENTS_THRESHOLD && <TableOfContents sections={sections} />}
      {sections.map((section) => (
        <Stack component="section" gap="sm" key={section.id} aria-labelledby={section.id}>
          <Title order={2} id={section.id}>
            {section.title}
          </Title>
          {section.content}
        </Stack>
      ))}
    </Page>
  );
}

function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Paper component="nav" aria-label="Sommaire" withBorder p="md">
      <List type="ordered" spacing={4}>
        {sections.map((section) => (
          <List.Item key={section.id}>
            <Anchor href={`#${section.id}`}>{section.title}</Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
