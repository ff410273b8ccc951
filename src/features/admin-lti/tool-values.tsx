/** The values to paste into Moodle or Canvas for this tool: its URLs and its public JWKS. */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Table.css';
import { Button, Code, CopyButton, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LtiOverview } from '@contract/lti';
import { adminLtiNs } from './messages/en';

function Copy({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation(adminLtiNs);
  return <CopyButton value={value}>{({ copied, copy }) => <Button size="xs" variant="light" aria-label={t('tool.copyLabel', { what: label })} onClick={copy}>{copied ? t('tool.copied') : t('tool.copy')}</Button>}</CopyButton>;
}

const urls = ['launchUrl', 'loginUrl', 'jwksUrl', 'deepLinkingUrl'] as const;

/** A table of the tool's URLs and the JWKS with copy buttons. */
export function ToolValues({ overview }: { overview: LtiOverview }) {
  const { t } = useTranslation(adminLtiNs);
  const rows = urls.map((url) => [t(`tool.${url}`), overview.tool[url]] as const);
  const jwks = JSON.stringify(overview.jwks, null, 2);
  return (
    <Stack>
      <Table>
        <Table.Caption>{t('tool.caption')}</Table.Caption>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td><Code style={{ wordBreak: 'break-all' }}>{value}</Code></Table.Td>
              <Table.Td><Copy value={value} label={label} /></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between"><Text fw={600}>{t('tool.publicKey')}</Text><Copy value={jwks} label={t('tool.jwksCopy')} /></Group>
      <Code block tabIndex={0} aria-label={t('tool.jwksLabel')} style={{ maxHeight: 200, overflow: 'auto' }}>{jwks}</Code>
    </Stack>
  );
}
