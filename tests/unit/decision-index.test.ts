// docs/decisions/README.md lists every decision record with its status, and says why a number has
// no record: numbered without gaps, or with a stated reason.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve(import.meta.dirname, "../../docs/decisions");

interface Row {
  from: number;
  to: number;
  link: string | null;
  status: string;
}

/** The index's table rows: `| 0007 | [title](file.md) | accepted |` or `| 0034–0047 | — | reserved: ... |`. */
function indexRows(markdown: string): Row[] {
  return markdown
    .split("\n")
    .map((line) => /^\| (\d{4})(?:–(\d{4}))? \| (.*?) \| (.+?) \|$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, from, to, decision, status]) => ({
      from: Number(from),
      to: Number(to ?? from),
      link: /\]\(([^)]+\.md)\)/.exec(decision!)?.[1] ?? null,
      status: status!.trim(),
    }));
}

/** What is wrong with the index, given the record files: nothing when every record and every number has its row. */
function indexProblems(records: string[], markdown: string): string[] {
  const rows = indexRows(markdown);
  const problems: string[] = [];
  for (const file of records) {
    const number = Number(file.slice(0, 4));
    const row = rows.find((r) => r.from === number && r.to === number && r.link === file);
    if (!row) problems.push(`${file} has no row of its own linking it`);
    else if (!/^(Accepted|Superseded)\b/.test(row.status))
      problems.push(`${file}: status "${row.status}" is neither Accepted nor Superseded`);
  }
  for (const row of rows) {
    if (row.link && !records.includes(row.link))
      problems.push(`row ${row.from} links ${row.link}, which is not a record`);
    if (!row.link && !/^(not written|reserved)/.test(row.status))
      problems.push(`row ${row.from} has no record and does not say why`);
  }
  const highest = Math.max(0, ...records.map((f) => Number(f.slice(0, 4))), ...rows.map((r) => r.to));
  for (let n = 1; n <= highest; n++) {
    const covering = rows.filter((r) => r.from <= n && n <= r.to);
    if (covering.length !== 1) problems.push(`number ${n} has ${covering.length} rows`);
  }
  return problems;
}

/**
 * What is wrong with the records' own status lines, given the index: each record says "Status:" in
 * one wording ("Accepted…" or "Superseded by decision N…") and "Date: YYYY-MM-DD.", and where the
 * index says it is superseded by N, says so too.
 */
function statusProblems(records: Record<string, string>, markdown: string): string[] {
  const problems: string[] = [];
  for (const row of indexRows(markdown)) {
    if (!row.link || records[row.link] === undefined) continue;
    const status = /^Status: (.+)$/m.exec(records[row.link]!)?.[1];
    if (!status) {
      problems.push(`${row.link} has no Status line`);
      continue;
    }
    if (!/^(Accepted\b|Superseded (in part )?by decision \d+)/.test(status))
      problems.push(`${row.link}: "${status}" is not "Accepted" or "Superseded by decision N"`);
    if (!/^Date: \d{4}-\d{2}-\d{2}\.$/m.test(records[row.link]!)) problems.push(`${row.link} has no Date line`);
    if (status.split(/[ ;,.]/)[0] !== row.status.split(/[ ;,.]/)[0])
      problems.push(`${row.link}: "${status}" is not the index's "${row.status}"`);
    for (const [, by] of row.status.matchAll(/[Ss]uperseded (?:in part )?by \[(\d+)\]/g)) {
      if (!new RegExp(`decision ${by}\\b`).test(status))
        problems.push(`${row.link}: its Status does not name decision ${by}`);
    }
  }
  return problems;
}

describe("the decision records' index", () => {
  const records = readdirSync(dir).filter((f) => /^\d{4}-.*\.md$/.test(f));
  const index = readFileSync(path.join(dir, "README.md"), "utf8");

  it("lists every record with its status, and every number up to the highest", () => {
    expect(records.length).toBeGreaterThan(20);
    expect(indexProblems(records, index)).toEqual([]);
  });

  it("agrees with each record's own Status line", () => {
    const texts = Object.fromEntries(records.map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));
    expect(statusProblems(texts, index)).toEqual([]);
    const [first] = records;
    expect(statusProblems({ ...texts, [first!]: texts[first!]!.replace(/^Status: .*$/m, "") }, index)).toEqual([
      `${first} has no Status line`,
    ]);
    expect(statusProblems({ ...texts, [first!]: texts[first!]!.replace(/^Date: .*$/m, "") }, index)).toEqual([
      `${first} has no Date line`,
    ]);
    expect(
      statusProblems({ ...texts, [first!]: texts[first!]!.replace(/^Status: Accepted/m, "Status: accepted") }, index),
    ).toContain(`${first}: "accepted." is not "Accepted" or "Superseded by decision N"`);
  });

  it("fails on a record without a row, and on a gap without a reason", () => {
    const next = Math.max(...records.map((f) => Number(f.slice(0, 4)))) + 1;
    const newRecord = `${String(next).padStart(4, "0")}-something-new.md`;
    expect(indexProblems([...records, newRecord], index)).toEqual([
      `${newRecord} has no row of its own linking it`,
      `number ${next} has 0 rows`,
    ]);
    const withoutGapRow = index
      .split("\n")
      .filter((line) => !line.startsWith("| 0011 |"))
      .join("\n");
    expect(indexProblems(records, withoutGapRow)).toEqual(["number 11 has 0 rows"]);
    // A record that lands on a number without a record needs a row of its own.
    expect(indexProblems([...records, "0034-a-helper-record.md"], index)).toEqual([
      "0034-a-helper-record.md has no row of its own linking it",
    ]);
  });
});
