/** The seeded accounts the tests sign in as, by persona. */
export const personas = {
  learner: { email: 'learner@demo.test', uid: 'demo-learner', org: '5' },
  teacher: { email: 'teacher@demo.test', uid: 'demo-teacher', org: '5' },
  admin: { email: 'admin@demo.test', uid: 'demo-admin', org: '5' },
  /** A learner of Riverside College (7) knocking on Demo Academy (5). */
  otherOrg: { email: 'learner@other.test', uid: 'other-learner', org: '5' },
} as const;

export type Persona = keyof typeof personas;
export const personaNames = Object.keys(personas) as Persona[];
