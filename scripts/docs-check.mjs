// Checks README.md and docs/*.md the way a reader would hit them: every relative link and #anchor leads
// somewhere, every image is there, and every command in a ```sh block is one the test command exercises
// (the README's two commands, or a pnpm script or package binary that exists), and the README holds, byte for
// byte, the test command .ci/run runs. Run by the root `lint` script, so `pnpm test` fails on a doc that went stale.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM = ['npx', '-y', 'pnpm@10.34.9'];

/** The Markdown files the check reads: the README and every page under docs/. */
export function docFiles(root) {
  const docs = join(root, 'docs');
  const pages = existsSync(docs)
    ? readdirSync(docs)
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(docs, name))
    : [];
  return [join(root, 'README.md'), ...pages];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const line of withoutFences(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The lines outside fenced code blocks (a link shown as code is not a link). */
function withoutFences(markdown) {
  const lines = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) lines.push(line);
  }
  return lines;
}

/** Each `[text](target)` and `![alt](target)` outside code, with whether it is an image. */
export function linksOf(markdown) {
  const links = [];
  for (const line of withoutFences(markdown)) {
    const prose = line.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      links.push({ image: match[1] === '!', target: match[2] });
  }
  return links;
}

/** The commands of the ```sh blocks, continuation lines joined, comments dropped. */
export function commandsOf(markdown) {
  const commands = [];
  let inSh = false;
  let pending = '';
  for (const line of markdown.split('\n')) {
    const fence = /^\s*```(\S*)/.exec(line);
    if (fence) {
      inSh = !inSh && (fence[1] === 'sh' || fence[1] === 'bash' || fence[1] === 'shell');
      continue;
    }
    if (!inSh) continue;
    const text = line.trim();
    if (!text || text.startsWith('#')) continue;
    if (text.endsWith('\\')) {
      pending += `${text.slice(0, -1).trim()} `;
      continue;
    }
    commands.push(pending + text);
    pending = '';
  }
  return commands;
}

/** Every workspace package by name, with its folder and scripts. */
function workspacePackages(root) {
  const packages = new Map();
  const folders = ['packages', 'examples'].flatMap((parent) =>
    existsSync(join(root, parent))
      ? readdirSync(join(root, parent)).map((name) => join(root, parent, name))
      : [],
  );
  for (const folder of [root, ...folders, join(root, 'e2e')]) {
    const file = join(folder, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    packages.set(folder === root ? '' : manifest.name, { folder, scripts: manifest.scripts ?? {} });
  }
  return packages;
}

/** Why one pnpm invocation (environment assignments stripped) would not run, or undefined when it would. */
function pnpmProblem(words, packages) {
  let rest;
  if (PNPM.every((word, index) => words[index] === word)) rest = words.slice(PNPM.length);
  else if (words[0] === 'pnpm') rest = words.slice(1);
  else return `\`${words.join(' ')}\` is neither a pnpm script nor run by CI`;
  let target = '';
  while (rest[0]?.startsWith('--')) {
    if (rest[0] === '--filter') {
      target = rest[1];
      rest = rest.slice(2);
    } else rest = rest.slice(1);
  }
  const pkg = packages.get(target);
  if (!pkg) return `no workspace package is named ${target}`;
  const [verb, ...args] = rest;
  if (verb === 'install' && !target) return undefined;
  if (verb === 'exec') {
    const [binary, ...binaryArgs] = args;
    const bin = [pkg.folder, packages.get('').folder].find((folder) =>
      existsSync(join(folder, 'node_modules', '.bin', binary)),
    );
    if (!bin) return `${target || 'the root'} has no \`${binary}\` to exec`;
    const missing = binaryArgs.find(
      (arg) => /^[\w.-]+\//.test(arg) && !existsSync(join(pkg.folder, arg.replace(/[:#].*$/, ''))),
    );
    return missing
      ? `${missing} does not exist in ${relative(packages.get('').folder, pkg.folder)}`
      : undefined;
  }
  const script = verb === 'run' ? args[0] : verb;
  return script in pkg.scripts ? undefined : `${target || 'the root package'} has no script \`${script}\``;
}

/** Why a documented command is not one CI exercises, or undefined. */
export function commandProblem(command, packages) {
  for (const part of command.split('&&')) {
    const words = part.trim().split(/\s+/);
    while (words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) words.shift();
    const problem = pnpmProblem(words, packages);
    if (problem) return problem;
  }
  return undefined;
}

/** The command CI runs as the README's test command: the line after its `verbatim` comment in .ci/run. */
function ciTestCommand(root) {
  const file = join(root, '.ci', 'run');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const marker = lines.findIndex((line) => /^#.*README's test command, verbatim/.test(line));
  return marker < 0 ? undefined : lines[marker + 1]?.trim();
}

/** Every problem of the docs under root, as `file: what`. */
export function checkDocs(root) {
  const packages = workspacePackages(root);
  const problems = [];
  const ciCommand = ciTestCommand(root);
  const readme = join(root, 'README.md');
  if (ciCommand && existsSync(readme) && !commandsOf(readFileSync(readme, 'utf8')).includes(ciCommand))
    problems.push(`README.md: no sh block holds the test command .ci/run runs, \`${ciCommand}\``);
  for (const file of docFiles(root)) {
    if (!existsSync(file)) {
      problems.push(`${relative(root, file)}: missing`);
      continue;
    }
    const name = relative(root, file);
    const markdown = readFileSync(file, 'utf8');
    for (const { image, target } of linksOf(markdown)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [path, anchor] = target.split('#');
      const linked = path ? resolve(dirname(file), decodeURI(path)) : file;
      if (!existsSync(linked)) {
        problems.push(`${name}: ${image ? 'image' : 'link'} ${target} leads nowhere`);
        continue;
      }
      if (image && !statSync(linked).isFile()) problems.push(`${name}: image ${target} is not a file`);
      if (anchor !== undefined) {
        const known =
          linked.endsWith('.md') && anchorsOf(readFileSync(linked, 'utf8')).has(decodeURI(anchor));
        if (!known) problems.push(`${name}: link ${target} names no heading`);
      }
    }
    for (const command of commandsOf(markdown)) {
      const problem = commandProblem(command, packages);
      if (problem) problems.push(`${name}: ${problem}`);
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkDocs(root);
  for (const problem of problems) console.error(`docs: ${problem}`);
  if (problems.length) process.exit(1);
  console.log(`docs: ${docFiles(root).length} files, links, images and commands checked`);
}
