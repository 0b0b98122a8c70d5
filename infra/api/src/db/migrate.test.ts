import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { migrationsFolder } from './migrate.ts';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

test('the migration journal: in order, each file present, `when` strictly increasing', () => {
  const folder = migrationsFolder();
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  journal.entries.forEach((entry, position) => {
    assert.equal(entry.idx, position, `${entry.tag}: idx`);
    assert.ok(fs.existsSync(path.join(folder, `${entry.tag}.sql`)), `${entry.tag}.sql`);
    const previous = journal.entries[position - 1];
    // drizzle's migrator applies, on a database already migrated, only the migrations whose `when`
    // is later than the last one applied: an earlier `when` (drizzle-kit writes the clock's time,
    // these entries were spaced by hand) would be skipped on every existing installation.
    if (previous)
      assert.ok(entry.when > previous.when, `${entry.tag}: when ${entry.when} <= ${previous.when}`);
  });
});
