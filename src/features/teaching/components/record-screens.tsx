/**
 * The learner record's two mounts (issue 16, item 4): the teacher's, from the batch member their
 * pull holds, and the admin's, from a membership of their pull and the on-demand record
 * (`GET /api/admin/learners/:userId/record`, cached by src/data/learner-record.ts); its package
 * results are the admin's synced `memberPackageAttempts`, which that cache leaves alone.
 */
import { Alert, Text } from '@mantine/core';
import { useLiveQuery } from '@/data/live-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { db } from '@/data/db';
import { loadLearnerRecord } from '@/data/learner-record';
import { useTeacherSubject, type RecordSubject } from '../data/use-learner-record';
import { LearnerRecordScreen } from './learner-record';
import { ScreenFrame } from './screen-frame';
import { teachingNs } from '../messages/en';

function NotHere() {
  const { t } = useTranslation(teachingNs);
  return (
    <ScreenFrame title={t('record.learner')} ready>
      <Text>{t('record.notHere')}</Text>
    </ScreenFrame>
  );
}

/** `/teacher-dashboard/batch-students/{enrollment}`: a member of a batch the teacher teaches. */
export function TeacherRecordScreen({ enrollment }: { enrollment: string }) {
  const subject = useTeacherSubject(enrollment);
  const { t } = useTranslation(teachingNs);
  if (subject === undefined) return <ScreenFrame title={t('record.learner')} ready={false}>{null}</ScreenFrame>;
  if (subject === null) return <NotHere />;
  return <LearnerRecordScreen subject={subject} />;
}

/** `/admin-dashboard/batch-students/{enrollment}`: any membership of the organisation, its record fetched on demand. */
export function AdminRecordScreen({ enrollment }: { enrollment: string }) {
  const subject = useLiveQuery(async (): Promise<RecordSubject | null> => {
    const membership = await db.memberships.get(enrollment);
    if (!membership) return null;
    const [batch, person] = await Promise.all([db.batches.get(membership.batchId), db.people.get(membership.userId)]);
    if (!batch) return null;
    return { userId: membership.userId, courseId: batch.courseId, name: person?.name ?? person?.email ?? membership.userId, batchName: batch.name };
  }, [enrollment]);
  const { t } = useTranslation(teachingNs);
  const [failed, setFailed] = useState(false);
  const userId = subject?.userId;
  useEffect(() => {
    if (!userId) return;
    // Refresh the cached record when online; offline, the cached rows show (with 'as of').
    loadLearnerRecord(userId).catch(() => setFailed(true));
  }, [userId]);
  if (subject === undefined) return <ScreenFrame title={t('record.learner')} ready={false}>{null}</ScreenFrame>;
  if (subject === null) return <NotHere />;
  return (
    <>
      {failed && (
        <Alert color="yellow" mb="sm">
          {t('record.fetchFailed')}
        </Alert>
      )}
      <LearnerRecordScreen subject={subject} />
    </>
  );
}
