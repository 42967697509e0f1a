import { readdirSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITATION } from '../../scripts/eslint-no-citations.js';

/**
 * Rules are stated in words: lint refuses a comment or a string (a test title) that cites a
 * section of a specification or a tracker entry, and README.md and docs/ hold none either.
 * The citations below are assembled at run time so that this file itself stays clean.
 */
const SECTION = '\u00a7';
const HASH = '#';
const SPEC = `spec ${SECTION}5`;
const ISSUE = `issue ${HASH}16`;

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function citations(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'local/no-citations').length;
}

describe('the citation lint rule', () => {
  it('refuses a citation in a comment, a string, a test title and JSX text', async () => {
    expect(await citations('graph/src/modules/common/probe.ts', `/** Below 50 high (${SPEC}). */\nexport const probe = 1;\n`)).toBe(1);
    expect(await citations('graph/src/modules/common/probe.ts', `// A brand account (${ISSUE}) is not a creator.\nexport const probe = 1;\n`)).toBe(1);
    expect(await citations('graph/test/probe.test.ts', `import { it } from 'vitest';\nit('applies the defaults of ${SPEC}', () => {});\n`)).toBe(1);
    expect(await citations('graph/test/probe.test.ts', `import { it } from 'vitest';\nit(\`answers (Issue ${HASH} 17)\`, () => {});\n`)).toBe(1);
    expect(await citations('web/src/components/Probe.tsx', `export const Probe = () => <p>See ${SECTION}9</p>;\n`)).toBe(1);
  });

  it('lets the rule itself, stated in words, pass', async () => {
    expect(
      await citations(
        'graph/src/modules/common/probe.ts',
        "/** Urgency: below 50 high, below 70 medium, below 85 low. */\nexport const probe = 'a brand account is not a creator';\n",
      ),
    ).toBe(0);
    expect(
      await citations('graph/test/probe.test.ts', "import { it } from 'vitest';\nit('defaults username to the part of the e-mail before the @', () => {});\n"),
    ).toBe(0);
  });
});

describe('README.md and docs/', () => {
  it('cite no specification section and no issue', () => {
    const files = [
      'README.md',
      ...readdirSync('docs')
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`),
    ];
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
    expect(CITATION.test(`see ${SPEC}`) && CITATION.test(ISSUE)).toBe(true);
  });
});
