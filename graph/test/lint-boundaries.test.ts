import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries eslint.config.ts draws, proven on code that crosses them: each text is linted as
 * if it were the file named, and must be refused (or, for the control case, pass).
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe("the web app's layers", () => {
  it('refuse an import of a layer above', async () => {
    expect(await restrictedImports('web/src/components/Probe.ts', "import { router } from '../routes/router';\nexport const probe = router;\n")).toEqual([
      expect.stringContaining('web/src/components may import only the layers below it'),
    ]);
    expect(await restrictedImports('web/src/mutations/useProbe.ts', "import { Icon } from '../components/Icon';\nexport const probe = Icon;\n")).toEqual([
      expect.stringContaining('web/src/mutations may import only the layers below it'),
    ]);
    expect(await restrictedImports('web/src/apollo/probe.ts', "import { useAuth } from '../auth/authContext';\nexport const probe = useAuth;\n")).toEqual([
      expect.stringContaining('web/src/apollo may import only the layers below it'),
    ]);
    // The live updates sit between the components, which start them, and the mutations, whose cache updates they share.
    expect(await restrictedImports('web/src/live/probe.ts', "import { Icon } from '../components/Icon';\nexport const probe = Icon;\n")).toEqual([
      expect.stringContaining('web/src/live may import only the layers below it'),
    ]);
    expect(
      await restrictedImports(
        'web/src/mutations/useProbe.ts',
        "import { useLiveUpdates } from '../live/useLiveUpdates';\nexport const probe = useLiveUpdates;\n",
      ),
    ).toEqual([expect.stringContaining('web/src/mutations may import only the layers below it')]);
  });

  it('let a layer import those below it', async () => {
    expect(await restrictedImports('web/src/components/Probe.ts', "import { toast } from '../stores/toastStore';\nexport const probe = toast;\n")).toEqual([]);
    expect(
      await restrictedImports('web/src/live/probe.ts', "import { takeMatchesEcho } from '../mutations/matchEchoes';\nexport const probe = takeMatchesEcho;\n"),
    ).toEqual([]);
  });

  it('let the web import the rules both tiers share, and no other server code', async () => {
    expect(
      await restrictedImports(
        'web/src/components/Probe.ts',
        "import { PROFILE_LIMITS } from '../../../graph/src/shared/limits';\nexport const probe = PROFILE_LIMITS;\n",
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'web/src/components/Probe.ts',
        "import { MEMORY_RATE_LIMITS } from '../../../graph/src/modules/common/rate-limit';\nexport const probe = MEMORY_RATE_LIMITS;\n",
      ),
    ).toEqual([expect.stringContaining('never server-only code')]);
  });
});

describe("the server's module order", () => {
  it('comes from the module list of the wiring: a module may not import one after it', async () => {
    expect(
      await restrictedImports('graph/src/modules/user/probe.ts', "import { Brand } from '../brand/brand.entity.js';\nexport const probe = Brand;\n"),
    ).toEqual([expect.stringContaining('modules/user may import only the modules before it in MODULE_ORDER (graph/src/module-order.ts)')]);
    expect(await restrictedImports('graph/src/modules/brand/probe.ts', "import { User } from '../user/user.entity.js';\nexport const probe = User;\n")).toEqual(
      [],
    );
  });

  it('keeps modules from importing the module list, which is wiring', async () => {
    expect(
      await restrictedImports(
        'graph/src/modules/brand/probe.ts',
        "import { MODULE_ORDER } from '../../module-order.js';\nexport const probe = MODULE_ORDER;\n",
      ),
    ).toEqual([expect.stringContaining('Modules do not import the wiring')]);
  });
});

describe('the shared rules', () => {
  it('import only each other: no server module, no package, no Node built-in', async () => {
    expect(await importErrors('graph/src/shared/probe.ts', "import { slugify } from './slug.js';\nexport const probe = slugify;\n")).toEqual([]);
    expect(
      await importErrors('graph/src/shared/probe.ts', "import { AppError } from '../modules/common/errors.js';\nexport const probe = AppError;\n"),
    ).toEqual([expect.stringContaining('imports nothing else from the server')]);
    expect(await importErrors('graph/src/shared/probe.ts', "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n")).toEqual([
      expect.stringContaining('no packages and no Node built-ins'),
    ]);
    expect(await importErrors('graph/src/shared/probe.ts', "import { z } from 'graphql';\nexport const probe = z;\n")).toEqual([
      expect.stringContaining('no packages and no Node built-ins'),
    ]);
  });
});

describe('the one way the web changes data', () => {
  const ruleErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it('refuses useMutation and client.mutate outside web/src/mutations, and allows them inside', async () => {
    const inline = "import { useMutation } from '@apollo/client/react';\nexport const probe = useMutation;\n";
    expect(await ruleErrors('web/src/components/Probe.ts', inline)).toEqual([expect.stringContaining('web/src/mutations')]);
    expect(await ruleErrors('web/src/routes/Probe.ts', 'export const probe = (client: { mutate: (o: object) => void }) => client.mutate({});\n')).toEqual([
      expect.stringContaining('web/src/mutations'),
    ]);
    expect(await ruleErrors('web/src/mutations/useProbeMutation.ts', inline)).toEqual([]);
  });
});
