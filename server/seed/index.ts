/** Demo data: Demo Academy (organisation 5) and Riverside College (7). Safe to run on every start. */
import type { Database } from '../db/client';
import { seedDemoActivity } from './demo-activity';
import { seedDemoClassroom } from './demo-classroom';
import { demoAcademy } from './demo-org';
import { riversideCollege } from './other-org';
import { seedOrganisation } from './seed-organisation';
import type { UserSeed } from './types';

/** Both demo organisations. */
export const demoOrganisations = [demoAcademy, riversideCollege];

/** Users with a password: the accounts to create in the Auth Emulator. */
export const demoAccounts: (UserSeed & { organisationId: string; organisationName: string; password: string })[] = demoOrganisations.flatMap((org) =>
  org.users.flatMap((u) => (u.password ? [{ ...u, password: u.password, organisationId: org.id, organisationName: org.name }] : [])),
);

/** Inserts whatever demo rows are missing, in one transaction; existing rows are left alone. */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    for (const org of demoOrganisations) await seedOrganisation(txDb, org);
    await seedDemoActivity(txDb);
    await seedDemoClassroom(txDb);
  });
}
