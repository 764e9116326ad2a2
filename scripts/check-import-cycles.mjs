// `npm run lint` runs this: it fails when server modules depend on each other in a circle
// (orders → payments → orders), or when source files of the server import each other in a circle.
// Type-only imports are left out: they are erased at build time and cannot tie modules at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isTestFile = (file) => /\.test\.ts$|\.test-support\.ts$|\/testing\.ts$|\/src\/test\//.test(file);

/** The runtime imports of one file's source: `import`, `export … from` and `import()` with a literal, not `import type`. */
export function runtimeImports(source, fileName = 'file.ts') {
  const tree = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Circles of a directed graph (Map node → Set of nodes): its strongly connected parts of two or more, and self-loops. */
export function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const part = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1 || graph.get(node)?.has(node)) cycles.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

const sourceFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

/** The server's file graph and module graph, production code only (tests may reach across freely). */
export function serverGraphs(serverSrc) {
  const modulesDir = path.join(serverSrc, 'modules');
  const moduleOf = (file) => {
    const relative = path.relative(modulesDir, file).split(path.sep);
    return relative[0] !== '..' && relative.length > 1 ? relative[0] : null;
  };
  const files = new Map();
  const modules = new Map();
  for (const file of sourceFiles(serverSrc).filter((f) => !isTestFile(f))) {
    const targets = new Set();
    for (const specifier of runtimeImports(fs.readFileSync(file, 'utf8'), file)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier).replace(/\.js$/, '.ts');
      if (!fs.existsSync(target)) continue;
      targets.add(target);
      const [from, to] = [moduleOf(file), moduleOf(target)];
      if (from && to && from !== to) {
        if (!modules.has(from)) modules.set(from, new Set());
        modules.get(from).add(to);
      }
    }
    files.set(file, targets);
  }
  return { files, modules };
}

// Usage: node scripts/check-import-cycles.mjs [server source folder, apps/server/src by default]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, modules } = serverGraphs(path.resolve(process.argv[2] ?? path.join(root, 'apps/server/src')));
  const moduleCycles = findCycles(modules);
  const fileCycles = findCycles(files).map((cycle) => cycle.map((file) => path.relative(root, file)));
  for (const cycle of moduleCycles) console.error(`Server modules import each other in a circle: ${cycle.join(', ')}`);
  for (const cycle of fileCycles) console.error(`Files import each other in a circle:\n  ${cycle.join('\n  ')}`);
  if (moduleCycles.length + fileCycles.length > 0) process.exit(1);
}
