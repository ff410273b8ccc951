/**
 * 'Package limits' (issue 51, item 5): an admin sets the organisation's largest SCORM/H5P package
 * (MiB) and most packages; an empty field takes the server's default, shown beside it. The change is
 * queued like any other write (offline too) and shown at once; a refusal shows in the list's
 * refused-writes panel and restores the limits shown before.
 */
import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageLimits } from '@contract/xapi';
import { useSignedInUser } from '@/data/signed-in-user';
import { DialogButton } from '@/ui/dialog-button';
import { showToast } from '@/ui/toast';
import { setPackageLimits } from '../data/course-writes';
import { useOwnPackageLimits, useServerPackageLimits, type ServerPackageLimits } from '../data/package-limits';
import { adminCoursesNs } from '../messages/en';

/**
 * The form's bounds (contract/xapi.ts packageLimitsSchema: 1024 bytes to 2,000,000,000 bytes, 1 to 1,000,000
 * packages). Sizes are in MiB, the unit the server's default is set in (PACKAGE_MAX_BYTES, 100 MiB), so the
 * default reads as a round number.
 */
const MIB = 1024 * 1024;
const [MIN_MIB, MAX_MIB] = [0.01, 1900];
const [MIN_COUNT, MAX_COUNT] = [1, 1_000_000];

interface Values {
  maxMb: number | string;
  maxCount: number | string;
}

const empty = (value: number | string) => value === '' || value === undefined;
const mebibytes = (bytes: number) => Math.round((bytes / MIB) * 100) / 100;

function LimitsForm({ own, server, onClose }: { own: PackageLimits; server: ServerPackageLimits | null; onClose: () => void }) {
  const { t } = useTranslation(adminCoursesNs);
  const organisationId = useSignedInUser()?.user?.organisationId;
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { maxMb: own.maxBytes === null ? '' : mebibytes(own.maxBytes), maxCount: own.maxCount ?? '' },
    validate: {
      maxMb: (value) => (empty(value) || (Number(value) >= MIN_MIB && Number(value) <= MAX_MIB) ? null : t('packageLimits.sizeError', { min: MIN_MIB, max: MAX_MIB })),
      maxCount: (value) =>
        empty(value) || (Number.isInteger(Number(value)) && Number(value) >= MIN_COUNT && Number(value) <= MAX_COUNT)
          ? null
          : t('packageLimits.countError', { min: MIN_COUNT, max: MAX_COUNT.toLocaleString() }),
    },
  });

  const submit = async (values: Values) => {
    if (!organisationId) return;
    setBusy(true);
    try {
      const limits: PackageLimits = {
        maxBytes: empty(values.maxMb) ? null : Math.round(Number(values.maxMb) * MIB),
        maxCount: empty(values.maxCount) ? null : Number(values.maxCount),
      };
      await setPackageLimits(organisationId, limits, own);
      showToast({ color: 'green', message: navigator.onLine ? t('packageLimits.saved') : t('packageLimits.savedOffline') });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  const serverDefault = (value: string | null) => (value === null ? t('packageLimits.serverDefaultUnknown') : t('packageLimits.serverDefault', { value }));
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack>
        <NumberInput
          label={t('packageLimits.size')}
          description={serverDefault(server ? t('packageLimits.megabytes', { value: mebibytes(server.maxBytes) }) : null)}
          min={MIN_MIB}
          max={MAX_MIB}
          decimalScale={2}
          clampBehavior="none"
          {...form.getInputProps('maxMb')}
        />
        <NumberInput
          label={t('packageLimits.count')}
          description={serverDefault(server ? String(server.maxCount) : null)}
          min={MIN_COUNT}
          max={MAX_COUNT}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps('maxCount')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('packageLimits.cancel')}
          </Button>
          <Button type="submit" variant="brandPrimary" loading={busy}>
            {t('packageLimits.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The button and the dialog that changes the limits. */
export function PackageLimitsSettings() {
  const { t } = useTranslation(adminCoursesNs);
  const own = useOwnPackageLimits();
  const server = useServerPackageLimits();
  return (
    <DialogButton label={t('packageLimits.open')} hint={t('packageLimits.hint')} disabled={own === undefined}>
      {(close) => own && <LimitsForm own={own} server={server} onClose={close} />}
    </DialogButton>
  );
}
