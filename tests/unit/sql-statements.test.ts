import { describe, expect, it } from 'vitest';
import { sqlStatementsIn } from '../../scripts/sqlStatements.ts';

const found = (source: string) => sqlStatementsIn('x.ts', source).map((s) => s.text);

describe('the SQL-places check finds statements', () => {
  it('in string, template and multi-line literals, with their line', () => {
    const source = [
      "const a = 'select 1';",
      'const b = `insert into leads (phone) values ($1)`;',
      'const c = `',
      '  update bookings set status = $1 where id = $2`;',
      'const d = `delete from holds where id = ${id}`;',
      "const e = 'with due as (select 1) select * from due';",
      "const f = 'lock table staff in exclusive mode';",
    ].join('\n');
    expect(sqlStatementsIn('x.ts', source)).toEqual([
      { line: 1, text: 'select 1' },
      { line: 2, text: 'insert into leads (phone) values ($1)' },
      { line: 3, text: 'update bookings set status = $1 where id = $2' },
      { line: 5, text: 'delete from holds where id =' },
      { line: 6, text: 'with due as (select 1) select * from due' },
      { line: 7, text: 'lock table staff in exclusive mode' },
    ]);
  });

  it('not in comments, words of the site, or identifiers', () => {
    const source = [
      '// select id from bookings',
      '/* update bookings set x = 1 */',
      "const label = 'Select Cake';",
      "const id = 'select-plan';",
      "const hint = 'Select the link and copy it.';",
      "const word = 'selected';",
      "const msg = 'update your details';",
    ].join('\n');
    expect(found(source)).toEqual([]);
  });
});
