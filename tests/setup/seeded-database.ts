import { openDatabase, openDatabaseCopy, type SandboxDatabase } from '../../sandbox/db/open-database';
import { seedDatabase, seedDaysSince } from '../../sandbox/db/seed';

/** The seeded database as bytes, made once a process for each day the seed moves its dates by. */
let image: { readonly day: number; readonly bytes: Buffer } | undefined;

/**
 * A fresh in-memory database holding the seed (sandbox/db/seed.json), as seedDatabase writes it: a
 * copy of one image a test process made, rather than the seed written again for every test (its
 * statements worded, its rows inserted: issue 54 item 4, docs/decisions/0014).
 */
export function seededDatabase(): SandboxDatabase {
  const day = seedDaysSince();
  if (image?.day !== day) {
    const db = openDatabase(':memory:');
    seedDatabase(db);
    image = { day, bytes: db.serialize() };
    db.close();
  }
  return openDatabaseCopy(image.bytes);
}
