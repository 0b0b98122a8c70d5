// Every citation of the engineering docs in the tree points at something that exists: the file
// (docs/<name>.md), its anchor (#id: an <a id> or a heading's slug), its numbered section (§2.18) and
// its named section (, "Audiences": a heading or a bold lead-in holding that name). Code cites the
// docs to say why; a citation of an absent section sends the reader nowhere. Run by `npm test` with
// the lint.   node scripts/check-doc-citations.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const CITATION = /docs\/([a-z-]+\.md)(#[a-z0-9-]+)?(?: (§[0-9]+(?:\.[0-9]+)*))?(?:,? "([^"]+)")?/g;

interface Doc {
  anchors: Set<string>;
  numbers: Set<string>;
  names: string[];
}

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .trim()
    .replace(/ /g, '-');

function readDoc(file: string): Doc | null {
  const full = path.join(root, 'docs', file);
  if (!fs.existsSync(full)) return null;
  const doc: Doc = { anchors: new Set(), numbers: new Set(), names: [] };
  for (const line of fs.readFileSync(full, 'utf8').split('\n')) {
    for (const match of line.matchAll(/<a id="([^"]+)"/g)) if (match[1]) doc.anchors.add(match[1]);
    const heading = /^#+ (.*)$/.exec(line)?.[1];
    if (heading) {
      const text = heading.replace(/<a id="[^"]*"><\/a>/g, '').trim();
      doc.anchors.add(slug(text));
      const number = /^§?([0-9]+(?:\.[0-9]+)*)\.?\s/.exec(text)?.[1];
      if (number) doc.numbers.add(number);
      doc.names.push(text.toLowerCase());
    }
    const lead = /^\s*(?:[-*] )?(?:<a id="[^"]*"><\/a>)?\*\*([^*]+)\*\*/.exec(line)?.[1];
    if (lead) doc.names.push(lead.toLowerCase());
  }
  return doc;
}

const docs = new Map<string, Doc | null>();
const docOf = (file: string) => {
  if (!docs.has(file)) docs.set(file, readDoc(file));
  return docs.get(file) ?? null;
};

const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|cjs|mjs|js|md|sh|json|yaml|yml)$/.test(file));
const problems: string[] = [];
for (const file of files) {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) continue;
  const lines = fs.readFileSync(full, 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const [cited, name, anchor, section, title] of line.matchAll(CITATION)) {
      const where = `${file}:${index + 1}: ${cited}`;
      const doc = name ? docOf(name) : null;
      if (!doc) problems.push(`${where}: o documento não existe`);
      else if (anchor && !doc.anchors.has(anchor.slice(1))) problems.push(`${where}: âncora ausente`);
      else if (section && !doc.numbers.has(section.slice(1))) problems.push(`${where}: seção ausente`);
      else if (title && !doc.names.some((n) => n.includes(title.toLowerCase())))
        problems.push(`${where}: seção "${title}" ausente`);
    }
  });
}
for (const problem of problems) console.log(problem);
console.log(
  `citações de docs: ${problems.length === 0 ? 'todas existem' : `${problems.length} sem destino`}`,
);
process.exit(problems.length === 0 ? 0 : 1);
