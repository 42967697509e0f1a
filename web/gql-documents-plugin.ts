import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The generated `graphql()` lookup and the generated documents (codegen.ts's client preset). */
const GQL_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'src', 'gql');
/** Where the build pretends each document has a module of its own (no such files exist). */
const DOCUMENTS_DIR = path.join(GQL_DIR, 'documents');
const DOCUMENT_IMPORT = 'soundboard-gql-document:';

/** A `graphql(\`...\`)` call without interpolations: the only form codegen reads. */
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;
/** The import of the lookup function, which the build no longer needs once every call is replaced. */
const GRAPHQL_IMPORT = /^import \{ graphql \} from '(?:\.\.\/)+gql';\n/m;
/** One entry of gql.ts's `documents` map: the source as a JSON string, then the document's export. */
const DOCUMENT_ENTRY = /^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
/** One document of graphql.ts: its export name and its AST as JSON, on one line. */
const DOCUMENT_EXPORT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;

type Documents = { nameBySource: Map<string, string>; astByName: Map<string, string> };

/**
 * The client preset's `graphql(source)` looks the document up in a map of every operation of the
 * app (web/src/gql/gql.ts), and graphql.ts holds them all in one module: any page that queries then
 * loads and evaluates all of them, hundreds of kilobytes of JavaScript. In the build each call
 * becomes an import of a module holding only its own document (as the preset's Babel plugin would
 * do, one module per document), so that a page carries only the documents it uses. A call missing
 * from the map fails the build: codegen is out of date. Development keeps the generated lookup.
 */
export const gqlDocuments = (): Plugin => {
  let documents: Promise<Documents> | undefined;
  const load = async (): Promise<Documents> => {
    const [gql, generated] = await Promise.all([readFile(path.join(GQL_DIR, 'gql.ts'), 'utf8'), readFile(path.join(GQL_DIR, 'graphql.ts'), 'utf8')]);
    return {
      nameBySource: new Map([...gql.matchAll(DOCUMENT_ENTRY)].map(([, source, name]) => [JSON.parse(source!) as string, name!])),
      astByName: new Map([...generated.matchAll(DOCUMENT_EXPORT)].map(([, name, ast]) => [name!, ast!])),
    };
  };
  return {
    name: 'soundboard:gql-documents',
    apply: 'build',
    resolveId(source) {
      return source.startsWith(DOCUMENT_IMPORT) ? path.join(DOCUMENTS_DIR, `${source.slice(DOCUMENT_IMPORT.length)}.js`) : null;
    },
    async load(id) {
      if (!id.startsWith(DOCUMENTS_DIR + path.sep)) return null;
      const name = path.basename(id, '.js');
      const ast = (await (documents ??= load())).astByName.get(name);
      if (!ast) throw new Error(`web/src/gql/graphql.ts has no document ${name}; run npm run fix:codegen`);
      return `export default /* @__PURE__ */ JSON.parse(${JSON.stringify(ast)});\n`;
    },
    async transform(code, id) {
      if (!/web[\\/]src[\\/].*\.tsx?$/.test(id) || id.startsWith(GQL_DIR) || !code.includes('graphql(`')) return null;
      const { nameBySource } = await (documents ??= load());
      const imported = new Set<string>();
      const replaced = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const name = nameBySource.get(source);
        if (!name) throw new Error(`${id}: a graphql() document that web/src/gql does not have; run npm run fix:codegen`);
        imported.add(name);
        return `__gql_${name}`;
      });
      if (imported.size === 0) return null;
      const imports = [...imported].map((name) => `import __gql_${name} from '${DOCUMENT_IMPORT}${name}';\n`).join('');
      return { code: imports + replaced.replace(GRAPHQL_IMPORT, ''), map: null };
    },
  };
};
