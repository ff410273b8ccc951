/** The audit trail of one person or one batch (who, what, when, before → after), in a drawer. */
import { Code, Drawer, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Table.css';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n';
import { intlLocaleOf } from '@/i18n/languages';
import { DelayedLoader } from '@/ui/delayed-loader';
import { auditPath, useServerData, type AuditRow } from './api';
import { adminPeopleNs } from './messages/en';

/** A moment in the language shown (English keeps the browser's own format, as before issue 52). */
const when = (iso: string) => {
  const language = currentLanguage();
  return new Date(iso).toLocaleString(language === 'en' ? undefined : intlLocaleOf(language));
};
const NONE = '—';
const show = (value: unknown) => (value === null || value === undefined ? NONE : JSON.stringify(value));

function AuditTable({ subject }: { subject: { userId: string } | { batchId: string } }) {
  const { t } = useTranslation(adminPeopleNs);
  const { data, error } = useServerData<AuditRow[]>(auditPath(subject));
  if (error) return <Text role="alert" c="red">{error}</Text>;
  if (!data) return <DelayedLoader label={t('audit.loading')} />;
  if (data.length === 0) return <Text c="dimmed">{t('audit.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <caption>{t('audit.caption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.when')}</Table.Th>
            <Table.Th>{t('audit.who')}</Table.Th>
            <Table.Th>{t('audit.what')}</Table.Th>
            <Table.Th>{t('audit.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{when(row.at)}</Table.Td>
              <Table.Td>{row.actorName ?? NONE}</Table.Td>
              <Table.Td>{row.action}</Table.Td>
              <Table.Td>
                <Code>{show(row.before)}</Code> → <Code>{show(row.after)}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A drawer with the audit trail of `subject` (closed when null). */
export function AuditDrawer({ title, subject, onClose }: { title: string; subject: { userId: string } | { batchId: string } | null; onClose: () => void }) {
  return (
    <Drawer opened={subject !== null} onClose={onClose} title={title} position="right" size="xl">
      <Stack>{subject && <AuditTable subject={subject} />}</Stack>
    </Drawer>
  );
}
