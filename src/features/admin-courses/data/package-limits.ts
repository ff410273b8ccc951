/**
 * The organisation's own package limits (issue 51, item 5) as the admin's screen reads them: the
 * synced `packageLimits` row (nulls: the server's) from the device, and the server's own limits from
 * `GET /api/packages/limits`, kept on the device so the defaults show offline too. They are set
 * through the outbox (`setPackageLimits` in course-writes.ts).
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from '@/data/live-query';
import { z } from 'zod';
import { packageLimitsSchema, type PackageLimits } from '@contract/xapi';
import { apiRequest } from '@/data/api-client';
import { db } from '@/data/db';

/** The server's limits: what an empty field means. */
export interface ServerPackageLimits {
  maxBytes: number;
  maxCount: number;
}

const serverSchema = z.object({ maxBytes: z.number(), maxCount: z.number() });
const answerSchema = z.object({ own: packageLimitsSchema, server: serverSchema });
const SERVER_KEY = 'package-limits-server';

/** The organisation's own limits on this device (nulls when none are set); undefined while read. */
export function useOwnPackageLimits(): PackageLimits | undefined {
  return useLiveQuery(async () => {
    const row = await db.packageLimits.toCollection().first();
    return { maxBytes: row?.maxBytes ?? null, maxCount: row?.maxCount ?? null };
  });
}

function storedServerLimits(): ServerPackageLimits | null {
  try {
    const parsed = serverSchema.safeParse(JSON.parse(localStorage.getItem(SERVER_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The server's limits: asked when online, else the last answer this device kept (null: never asked). */
export function useServerPackageLimits(): ServerPackageLimits | null {
  const [limits, setLimits] = useState<ServerPackageLimits | null>(storedServerLimits);
  useEffect(() => {
    let live = true;
    apiRequest('/packages/limits')
      .then((answer) => {
        const { server } = answerSchema.parse(answer);
        localStorage.setItem(SERVER_KEY, JSON.stringify(server));
        if (live) setLimits(server);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return limits;
}
