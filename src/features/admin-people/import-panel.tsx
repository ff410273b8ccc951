/**
 * Bulk CSV import of people and batch memberships: choose a file, see the dry run (added, updated,
 * unchanged and each bad row's error), apply it as one operation, undo it as one step. Needs the network.
 */
import { Alert, Badge, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import { useMemo, useState } from 'react';
import type { ImportPlan, ImportResult, ImportRow, PlannedRow } from '@contract/people-import';
import { apiRequest } from '@/data/api-client';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { problemText } from './api';
import { parseImportCsv } from './parse-import-csv';

const outcomeColours = { added: 'green', updated: 'blue', unchanged: 'gray', error: 'red' } as const;

/** A planned row with its explanation as one text (sortable and searchable). */
type PreviewRow = PlannedRow & { detail: string };
const toPreviewRows = (rows: PlannedRow[]): PreviewRow[] => rows.map((row) => ({ ...row, detail: row.error ?? row.changes.join('; ') }));

const columns: ColumnDef<PreviewRow, never>[] = [
  { accessorKey: 'line', header: 'Line' },
  { accessorKey: 'email', header: 'Email' },
  {
    accessorKey: 'outcome',
    header: 'Result',
    cell: ({ row }) => <Badge color={outcomeColours[row.original.outcome]} variant="light">{row.original.outcome}</Badge>,
  },
  { accessorKey: 'detail', header: 'What happens' },
];

type Step = { kind: 'idle' } | { kind: 'busy'; label: string } | { kind: 'preview'; plan: ImportPlan; rows: ImportRow[] } | { kind: 'done'; result: ImportResult };

export function ImportPanel({ onChanged }: { onChanged: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    setError(null);
    if (!file) return setStep({ kind: 'idle' });
    setStep({ kind: 'busy', label: 'Reading the file…' });
    const parsed = parseImportCsv(await file.text());
    if (parsed.problem) {
      setError(parsed.problem);
      return setStep({ kind: 'idle' });
    }
    setStep({ kind: 'busy', label: `Checking ${parsed.rows.length} rows…` });
    try {
      const plan = await apiRequest<ImportPlan>('/admin/imports/preview', { method: 'POST', body: { importId: crypto.randomUUID(), rows: parsed.rows } });
      setStep({ kind: 'preview', plan, rows: parsed.rows });
    } catch (failure) {
      setError(problemText(failure));
      setStep({ kind: 'idle' });
    }
  };

  const apply = async (plan: ImportPlan, rows: ImportRow[]) => {
    setStep({ kind: 'busy', label: `Applying ${rows.length} rows…` });
    try {
      const result = await apiRequest<ImportResult>('/admin/imports', { method: 'POST', body: { importId: plan.importId, rows } });
      setStep({ kind: 'done', result: { ...result, rows: plan.rows } });
      onChanged();
    } catch (failure) {
      setError(problemText(failure));
      setStep({ kind: 'preview', plan, rows });
    }
  };

  const undo = async (result: ImportResult) => {
    setStep({ kind: 'busy', label: 'Undoing the import…' });
    try {
      const undone = await apiRequest<ImportResult>(`/admin/imports/${result.importId}/undo`, { method: 'POST' });
      setStep({ kind: 'done', result: { ...result, status: undone.status } });
      onChanged();
    } catch (failure) {
      setError(problemText(failure));
      setStep({ kind: 'done', result });
    }
  };

  const plan = step.kind === 'preview' ? step.plan : step.kind === 'done' ? step.result : null;
  const previewRows = useMemo(() => toPreviewRows(plan?.rows ?? []), [plan]);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        A CSV with the columns email, name, role, batch (name, role and batch may be empty). Importing needs a network connection.
      </Text>
      <FileInput label="CSV file" accept=".csv,text/csv" clearable clearButtonProps={{ 'aria-label': 'Clear the file' }} placeholder="Choose a file" onChange={(file) => void choose(file)} />
      {error && <Alert color="red" role="alert">{error}</Alert>}
      {step.kind === 'busy' && (
        <Stack gap={4} role="status">
          <Text size="sm">{step.label}</Text>
          <Progress value={100} animated aria-label={step.label} />
        </Stack>
      )}
      {plan && (
        <>
          <Group gap="xs" role="status">
            <Badge color="green" variant="light">{plan.summary.added} added</Badge>
            <Badge color="blue" variant="light">{plan.summary.updated} updated</Badge>
            <Badge color="gray" variant="light">{plan.summary.unchanged} unchanged</Badge>
            <Badge color="red" variant="light">{plan.summary.errors} with errors</Badge>
            {step.kind === 'done' && <Text size="sm" fw={600}>{step.result.status === 'undone' ? 'Import undone.' : 'Import applied.'}</Text>}
          </Group>
          {step.kind === 'preview' && (
            <Group>
              <Button onClick={() => void apply(step.plan, step.rows)} disabled={step.plan.summary.added + step.plan.summary.updated === 0}>
                Apply import
              </Button>
              <Text size="sm" c="dimmed">Rows with errors are skipped.</Text>
            </Group>
          )}
          {step.kind === 'done' && step.result.status === 'applied' && (
            <Button variant="default" onClick={() => void undo(step.result)}>Undo import</Button>
          )}
          <DataTable
            caption="Import preview"
            rows={previewRows}
            columns={columns}
            rowKey={(row) => String(row.line)}
            empty={<Text c="dimmed">No rows.</Text>}
            searchLabel="Search the preview"
            pageSize={25}
          />
        </>
      )}
    </Stack>
  );
}
