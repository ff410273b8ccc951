/**
 * A SCORM/H5P package lesson (issue 51), loaded only when one opens. The package runs in a frame
 * of the content origin (PACKAGE_ORIGIN: another origin than the app's, so its scripts reach
 * neither the token nor the app's IndexedDB; without one, a sandbox with an opaque origin). The
 * player page there gives the SCO its SCORM API and posts every commit here, where it is written
 * locally and queued (`package.commit`); a finished item completes its lesson section.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { useLiveQuery } from '@/data/live-query';
import { useEffect, useRef, useState } from 'react';
import { readPackageLessonContent, type PackageLessonContent } from '@contract/packages';
import { db, type LessonRow } from '@/data/db';
import { useSignedInUser } from '@/data/signed-in-user';
import { DelayedLoader } from '@/ui/delayed-loader';
import { commitAttempt } from '../data/package-writes';
import { attemptFromCmi, initialCmi } from './package-cmi';
import { onStateMessage, onStatementMessage } from './h5p-statements';
import { useTranslation } from 'react-i18next';
import { coursePlayerNs } from '../messages/en';

interface Props {
  lesson: LessonRow;
  /** An item (lesson section) was finished. */
  onItemDone: (item: number) => void;
}

/** The player page's address for `item` of the package. */
export function playerUrl(pkg: PackageLessonContent, item: number): { src: string; origin: string; sameOrigin: boolean } {
  const base = new URL(pkg.contentBase, location.href);
  const query = new URLSearchParams({ base: base.pathname, href: pkg.items[item]?.href ?? '', kind: pkg.kind });
  const page = pkg.kind === 'h5p' ? 'h5p-player.html' : 'player.html';
  return { src: `${base.origin}/package-content/_runtime/${page}?${query}`, origin: base.origin, sameOrigin: base.origin === location.origin };
}

function PackageFrame({ lesson, pkg, item, onItemDone }: Props & { pkg: PackageLessonContent; item: number }) {
  const { t } = useTranslation(coursePlayerNs);
  const frame = useRef<HTMLIFrameElement>(null);
  const user = useSignedInUser();
  const rows = useLiveQuery(() => db.packageAttempts.where('lessonId').equals(lesson.id).toArray(), [lesson.id]);
  const row = rows?.find((r) => r.item === item);
  const state = useRef({ commits: 0, baseSeconds: 0 });
  const { src, origin, sameOrigin } = playerUrl(pkg, item);
  const ready = rows !== undefined;
  const latest = useRef({ row, user, onItemDone });
  useEffect(() => {
    latest.current = { row, user, onItemDone };
  });

  useEffect(() => {
    if (!ready) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || (event.origin !== origin && event.origin !== 'null')) return;
      const data = event.data as { type?: string; cmi?: Record<string, string> };
      const { row: saved, user: who } = latest.current;
      const where = { courseId: lesson.courseId, lessonId: lesson.id, item };
      if (data.type === 'package:ready') {
        state.current = { commits: saved?.commits ?? 0, baseSeconds: saved?.seconds ?? 0 };
        const cmi = initialCmi(pkg.kind, saved, { id: who?.user.id ?? '', name: who?.user.displayName ?? '' });
        // H5P content restores from `state` (its saved `getCurrentState()`), a SCO from the CMI data.
        frame.current?.contentWindow?.postMessage({ type: 'package:init', cmi, state: saved?.suspendData ?? '' }, sameOrigin ? '*' : origin);
      } else if (onStatementMessage(data, where, latest.current.onItemDone) || (pkg.kind === 'h5p' && onStateMessage(data, where))) {
        // An H5P statement or state (h5p-statements.ts).
      } else if (data.type === 'package:commit' && data.cmi && typeof data.cmi === 'object') {
        const fields = attemptFromCmi(pkg.kind, data.cmi, state.current.baseSeconds);
        state.current.commits += 1;
        void commitAttempt({ courseId: lesson.courseId, lessonId: lesson.id, item, ...fields, commits: state.current.commits, at: new Date().toISOString() });
        if (fields.completed) latest.current.onItemDone(item);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [ready, origin, sameOrigin, pkg.kind, lesson.courseId, lesson.id, item]);

  if (!ready) return <DelayedLoader label={t('loadingPackage')} />;
  return (
    <iframe
      ref={frame}
      key={`${lesson.id}:${item}`}
      title={t('packageFrame', { title: pkg.items[item]?.title ?? pkg.title })}
      src={src}
      // Another origin keeps its own storage; the same origin gets an opaque one instead.
      sandbox={sameOrigin ? 'allow-scripts allow-forms' : 'allow-scripts allow-forms allow-same-origin allow-popups'}
      style={{ width: '100%', height: 'min(70vh, 640px)', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
    />
  );
}

/** The package lesson: its outline (several items) and the open item's frame. */
export default function PackageLesson({ lesson, onItemDone }: Props) {
  const { t } = useTranslation(coursePlayerNs);
  const pkg = readPackageLessonContent(lesson.content);
  const [item, setItem] = useState(0);
  if (!pkg) return <Alert color="red" title={t('packageUnplayable')}>{t('packageUnreadable')}</Alert>;
  return (
    <Stack gap="sm">
      {pkg.items.length > 1 ? (
        <Group gap="xs" role="group" aria-label={t('packageParts')}>
          {pkg.items.map((it, i) => (
            <Button key={it.identifier} size="compact-sm" variant={i === item ? 'filled' : 'default'} aria-pressed={i === item} onClick={() => setItem(i)}>
              {it.title}
            </Button>
          ))}
        </Group>
      ) : null}
      <PackageFrame lesson={lesson} pkg={pkg} item={item} onItemDone={onItemDone} />
      <Text size="xs" c="dimmed">{t('packageSaved')}</Text>
    </Stack>
  );
}
