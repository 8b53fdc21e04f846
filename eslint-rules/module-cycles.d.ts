import type { Rule } from "eslint";

export type ModuleGraph = Map<string, Set<string>>;
export function moduleOf(file: string): string | null;
export function resolveSpecifier(specifier: string, importerFile: string): string | null;
export function readModuleGraph(root: string): ModuleGraph;
export function addEdges(graph: ModuleGraph, file: string, source: string): void;
export function pathBetween(graph: ModuleGraph, from: string, to: string): string[] | null;
export function findCycles(graph: ModuleGraph): string[][];
export function everyImportSource(check: (source: unknown) => void): Rule.RuleListener;
export const moduleCycles: Rule.RuleModule;
export interface NeverImport {
  from: string;
  to: string[];
  why: string;
}
export const NEVER_IMPORTS: NeverImport[];
export function neverReason(from: string, to: string, rules?: NeverImport[]): string | null;
export const moduleNever: Rule.RuleModule;
