/** The values to paste into Moodle or Canvas for this tool: its URLs and its public JWKS. */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Table.css';
import { Button, Code, CopyButton, Group, Stack, Table, Text } from '@mantine/core';
import type { LtiOverview } from '@contract/lti';

function Copy({ value, label }: { value: string; label: string }) {
  return <CopyButton value={value}>{({ copied, copy }) => <Button size="xs" variant="light" aria-label={`Copy ${label}`} onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>}</CopyButton>;
}

/** A table of the tool's URLs and the JWKS with copy buttons. */
export function ToolValues({ overview }: { overview: LtiOverview }) {
  const rows = [
    ['Tool URL / Target link URI / Redirection URI', overview.tool.launchUrl],
    ['Initiate login URL (OpenID Connect initiation)', overview.tool.loginUrl],
    ['Public keyset URL (JWKS)', overview.tool.jwksUrl],
    ['Deep linking (content selection) URL', overview.tool.deepLinkingUrl],
  ] as const;
  const jwks = JSON.stringify(overview.jwks, null, 2);
  return (
    <Stack>
      <Table>
        <Table.Caption>The tool&apos;s values for the platform</Table.Caption>
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
      <Group justify="space-between"><Text fw={600}>Public key (JWKS), for a platform that asks for the key itself</Text><Copy value={jwks} label="the public JWKS" /></Group>
      <Code block tabIndex={0} aria-label="The tool's public JWKS" style={{ maxHeight: 200, overflow: 'auto' }}>{jwks}</Code>
    </Stack>
  );
}
