/**
 * Bulk CSV import of people and batch memberships: choose a file, see the dry run (added, updated,
 * unchanged and each bad row's error), apply it as one operation, undo it as one step. Needs the network.
 */
import { Alert, Badge, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPlan, ImportResult, ImportRow, PlannedRow } from '@contract/people-import';
import { apiRequest } from '@/data/api-client';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { problemText } from './api';
import { parseImportCsv } from './parse-import-csv';
import { adminPeopleNs } from './messages/en';

type T = TFunction<typeof adminPeopleNs>;

const outcomeColours = { added: 'green', updated: 'blue', unchanged: 'gray', error: 'red' } as const;

/** A planned row with its explanation as one text (sortable and searchable). */
type PreviewRow = PlannedRow & { detail: string };
const toPreviewRows = (rows: PlannedRow[]): PreviewRow[] => rows.map((row) => ({ ...row, detail: row.error ?? row.changes.join('; ') }));

const columnsOf = (t: T): ColumnDef<PreviewRow, never>[] => [
  { accessorKey: 'line', header: t('importing.line') },
  { accessorKey: 'email', header: t('importing.email') },
  {
    accessorKey: 'outcome',
    header: t('importing.result'),
    cell: ({ row }) => <Badge color={outcomeColours[row.original.outcome]} variant="light">{t(`outcomes.${row.original.outcome}`)}</Badge>,
  },
  { accessorKey: 'detail', header: t('importing.detail') },
];

type Step = { kind: 'idle' } | { kind: 'busy'; label: string } | { kind: 'preview'; plan: ImportPlan; rows: ImportRow[] } | { kind: 'done'; result: ImportResult };

export function ImportPanel({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation(adminPeopleNs);
  const columns = useMemo(() => columnsOf(t), [t]);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    setError(null);
    if (!file) return setStep({ kind: 'idle' });
    setStep({ kind: 'busy', label: t('importing.reading') });
    const parsed = parseImportCsv(await file.text());
    if (parsed.problem) {
      const { problem } = parsed;
      setError(problem.key === 'tooMany' ? t('importing.tooMany', { rows: problem.rows, max: problem.max }) : t(`importing.${problem.key}`));
      return setStep({ kind: 'idle' });
    }
    setStep({ kind: 'busy', label: t('importing.checking', { rows: parsed.rows.length }) });
    try {
      const plan = await apiRequest<ImportPlan>('/admin/imports/preview', { method: 'POST', body: { importId: crypto.randomUUID(), rows: parsed.rows } });
      setStep({ kind: 'preview', plan, rows: parsed.rows });
    } catch (failure) {
      setError(problemText(failure));
      setStep({ kind: 'idle' });
    }
  };

  const apply = async (plan: ImportPlan, rows: ImportRow[]) => {
    setStep({ kind: 'busy', label: t('importing.applying', { rows: rows.length }) });
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
    setStep({ kind: 'busy', label: t('importing.undoing') });
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
        {t('importing.hint')}
      </Text>
      <FileInput label={t('importing.file')} accept=".csv,text/csv" clearable clearButtonProps={{ 'aria-label': t('importing.clearFile') }} placeholder={t('importing.chooseFile')} onChange={(file) => void choose(file)} />
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
            <Badge color="green" variant="light">{t('importing.added', { n: plan.summary.added })}</Badge>
            <Badge color="blue" variant="light">{t('importing.updated', { n: plan.summary.updated })}</Badge>
            <Badge color="gray" variant="light">{t('importing.unchanged', { n: plan.summary.unchanged })}</Badge>
            <Badge color="red" variant="light">{t('importing.errors', { n: plan.summary.errors })}</Badge>
            {step.kind === 'done' && <Text size="sm" fw={600}>{step.result.status === 'undone' ? t('importing.undone') : t('importing.applied')}</Text>}
          </Group>
          {step.kind === 'preview' && (
            <Group>
              <Button onClick={() => void apply(step.plan, step.rows)} disabled={step.plan.summary.added + step.plan.summary.updated === 0}>
                {t('importing.apply')}
              </Button>
              <Text size="sm" c="dimmed">{t('importing.skipped')}</Text>
            </Group>
          )}
          {step.kind === 'done' && step.result.status === 'applied' && (
            <Button variant="default" onClick={() => void undo(step.result)}>{t('importing.undo')}</Button>
          )}
          <DataTable
            caption={t('importing.caption')}
            rows={previewRows}
            columns={columns}
            rowKey={(row) => String(row.line)}
            empty={<Text c="dimmed">{t('importing.empty')}</Text>}
            searchLabel={t('importing.search')}
            pageSize={25}
          />
        </>
      )}
    </Stack>
  );
}
