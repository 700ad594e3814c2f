/**
 * The house's rules. Folder-level import cycles in src/: each top-level folder of src/ is one
 * room, and no room may import a room that imports it back, directly or through others. Files
 * directly under src/ (the entries, the router and the generated route tree) wire the rooms
 * together and count as one room each. And three walls (`houseProblems`): the server imports
 * nothing from scripts/ (build steps), what both need lives where both may import it (src/ or
 * server/); nothing under src/ imports pictures/ (what draws; the build writes its files); no
 * file under src/sections/ draws a picture, an SVG shape in its markup. Run by `npm run check`;
 * exits 1 and prints each cycle with one import that makes it, and each broken wall.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const importPattern =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

export type Edge = { from: string; to: string; file: string; specifier: string }

/** The room of a file: its top-level folder under src/, or the file itself at the top. */
export function roomOf(srcDir: string, file: string): string {
  return relative(srcDir, file).split(sep)[0] as string
}

/** Relative import specifiers of one source text (static, re-export, side-effect and dynamic). */
export function importSpecifiers(source: string): string[] {
  const found: string[] = []
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2]
    if (specifier?.startsWith('.')) found.push(specifier)
  }
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

/** Every import from one room into another. */
export function roomEdges(srcDir: string): Edge[] {
  const edges: Edge[] = []
  for (const file of sourceFiles(srcDir)) {
    const from = roomOf(srcDir, file)
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), specifier)
      if (!target.startsWith(srcDir + sep)) continue
      const to = roomOf(srcDir, target)
      if (to !== from) edges.push({ from, to, file: relative(srcDir, file), specifier })
    }
  }
  return edges
}

/** Imports from files under `fromDir` (tests left out) into files under `intoDir`. */
export function importsInto(fromDir: string, intoDir: string): Edge[] {
  return sourceFiles(fromDir)
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => resolve(dirname(file), specifier).startsWith(intoDir + sep))
        .map((specifier) => ({
          from: relative(fromDir, file),
          to: relative(intoDir, resolve(dirname(file), specifier)),
          file: relative(fromDir, file),
          specifier,
        })),
    )
}

/** An SVG shape in a file's markup: what drawing a picture, rather than showing its file, takes. */
const svgShape =
  /<(svg|path|circle|rect|ellipse|line|polyline|polygon|linearGradient|radialGradient|pattern|use)[\s/>]/

function sourceFilesUnder(dir: string): string[] {
  return sourceFiles(dir).filter((file) => !/\.test\.tsx?$/.test(file))
}

/** Every broken wall of the house under `root`, one line each (see the top of this file). */
export function houseProblems(root: string): string[] {
  const at = (dir: string) => join(root, dir)
  const tryFiles = (dir: string) => (existsSync(at(dir)) ? dir : null)
  const problems: string[] = []
  if (tryFiles('server'))
    for (const edge of importsInto(at('server'), at('scripts')))
      problems.push(
        `server/${edge.file} imports '${edge.specifier}' from scripts/ (the build steps)`,
      )
  if (tryFiles('src'))
    for (const edge of importsInto(at('src'), at('pictures')).sort((a, b) =>
      a.file.localeCompare(b.file),
    ))
      problems.push(
        `src/${edge.file} imports '${edge.specifier}': the browser's code never imports pictures/`,
      )
  if (tryFiles('src/sections'))
    for (const file of sourceFilesUnder(at('src/sections')).sort()) {
      const shape = svgShape.exec(readFileSync(file, 'utf8'))?.[1]
      if (shape)
        problems.push(
          `${relative(root, file)} draws a picture (<${shape}>): sections show picture files, pictures/ draws them`,
        )
    }
  return problems
}

/** Strongly connected groups of more than one room (Tarjan), each a set of rooms in a cycle. */
export function roomCycles(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>()
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set())
    if (!next.has(to)) next.set(to, new Set())
    next.get(from)?.add(to)
  }
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  let counter = 0
  const visit = (room: string) => {
    index.set(room, counter)
    low.set(room, counter)
    counter++
    stack.push(room)
    onStack.add(room)
    for (const target of next.get(room) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(room, Math.min(low.get(room) as number, low.get(target) as number))
      } else if (onStack.has(target)) {
        low.set(room, Math.min(low.get(room) as number, index.get(target) as number))
      }
    }
    if (low.get(room) === index.get(room)) {
      const group: string[] = []
      let member: string | undefined
      do {
        member = stack.pop() as string
        onStack.delete(member)
        group.push(member)
      } while (member !== room)
      if (group.length > 1) groups.push(group.sort())
    }
  }
  for (const room of [...next.keys()].sort()) if (!index.has(room)) visit(room)
  return groups
}

if (import.meta.main) {
  const srcDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../..'), 'src')
  const edges = roomEdges(srcDir)
  const cycles = roomCycles(edges)
  // The repository checked: this one, or another's root given as the argument.
  const problems = houseProblems(resolve(process.argv[2] ?? resolve(import.meta.dirname, '../..')))
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) process.exitCode = 1
  if (cycles.length === 0) {
    console.log(
      `folder imports: no cycle between the ${new Set(edges.map((e) => e.from)).size} rooms of src/`,
    )
  } else {
    for (const group of cycles) {
      console.error(`folder import cycle: ${group.join(' ⇄ ')}`)
      for (const edge of edges) {
        if (group.includes(edge.from) && group.includes(edge.to)) {
          console.error(`  ${edge.from} → ${edge.to}: ${edge.file} imports '${edge.specifier}'`)
        }
      }
    }
    process.exit(1)
  }
}
