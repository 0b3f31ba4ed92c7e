import {join} from 'node:path';
import ts from 'typescript';

/**
 * The validators that kubernetes-models ships accept fields the API server does not know (they do
 * not set additionalProperties: false), so a misspelt or misplaced field would pass. The same
 * package ships TypeScript declarations generated from the same OpenAPI schema; this module reads
 * them with the TypeScript compiler to find the fields a manifest has and its kind does not.
 */

export type FieldPath = (string | number)[];

interface KindType {
  checker: ts.TypeChecker;
  type: ts.Type;
}

// Next to this module, so that kubernetes-models resolves from the repository whatever the cwd.
const VIRTUAL_FILE = join(__dirname, '__content_check_kinds__.ts');
const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

const requestedModules: string[] = [];
const kindTypes = new Map<string, KindType | null>();
let previousProgram: ts.Program | undefined;

/** Paths of the fields in `manifest` that its kind's schema does not define. */
export function unknownFieldPaths(
  modulePath: string,
  kind: string,
  manifest: unknown,
): FieldPath[] {
  const kindType = loadKindType(modulePath, kind);
  if (!kindType) return [];
  return walk(manifest, kindType.type, [], kindType.checker);
}

function loadKindType(modulePath: string, kind: string): KindType | null {
  const key = `${modulePath}#${kind}`;
  if (!kindTypes.has(key)) {
    requestedModules.push(key);
    const program = createProgram();
    resolveRequestedTypes(program);
  }
  return kindTypes.get(key) ?? null;
}

function virtualSource(): string {
  return requestedModules
    .map((key, index) => {
      const [modulePath, kind] = key.split('#');
      return `import type {I${kind} as Kind${index}} from '${modulePath}';\nexport type {Kind${index}};`;
    })
    .join('\n');
}

function createProgram(): ts.Program {
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const source = virtualSource();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === VIRTUAL_FILE
      ? ts.createSourceFile(fileName, source, languageVersion)
      : getSourceFile(fileName, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === VIRTUAL_FILE || fileExists(fileName);
  // Reusing the previous program keeps the declaration files already parsed.
  previousProgram = ts.createProgram([VIRTUAL_FILE], COMPILER_OPTIONS, host, previousProgram);
  return previousProgram;
}

function resolveRequestedTypes(program: ts.Program): void {
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(VIRTUAL_FILE);
  const module = sourceFile && checker.getSymbolAtLocation(sourceFile);
  const exports = module ? checker.getExportsOfModule(module) : [];
  requestedModules.forEach((key, index) => {
    const symbol = exports.find((candidate) => candidate.name === `Kind${index}`);
    const target = symbol && resolveAlias(symbol, checker);
    const type = target && checker.getDeclaredTypeOfSymbol(target);
    kindTypes.set(key, type && !(type.flags & ts.TypeFlags.Any) ? {checker, type} : null);
  });
}

function resolveAlias(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function walk(
  value: unknown,
  declared: ts.Type,
  path: FieldPath,
  checker: ts.TypeChecker,
): FieldPath[] {
  const type = objectMemberOf(checker.getNonNullableType(declared));
  if (!type || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    if (!checker.isArrayType(type)) return [];
    const [elementType] = checker.getTypeArguments(type as ts.TypeReference);
    return value.flatMap((item, index) => walk(item, elementType, [...path, index], checker));
  }
  const indexType = checker.getIndexTypeOfType(type, ts.IndexKind.String);
  const isFreeForm = checker.getPropertiesOfType(type).length === 0 && !indexType;
  if (isFreeForm) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const property = checker.getPropertyOfType(type, key);
    if (property) return walk(child, checker.getTypeOfSymbol(property), [...path, key], checker);
    if (indexType) return walk(child, indexType, [...path, key], checker);
    return [[...path, key]];
  });
}

/** The object type to check a value against, or null when the schema leaves it open. */
function objectMemberOf(type: ts.Type): ts.Type | null {
  if (type.isUnion()) {
    const objects = type.types.filter((member) => member.flags & ts.TypeFlags.Object);
    // A union of several object shapes (or of an object and a scalar) is not worth guessing.
    return objects.length === 1 && objects.length === type.types.length ? objects[0] : null;
  }
  return type.flags & ts.TypeFlags.Object ? type : null;
}
