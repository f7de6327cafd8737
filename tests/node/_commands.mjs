// The commands of a ```sh block, checked against the checkout: every npm script, file, test, example and fuzz target
// a command names must exist. A command this file does not know fails, so that a new kind of command in the docs
// comes with its check. Commands that are cheap and harmless are also run (see `runnable`).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The words of a shell command line: quotes kept together, a trailing `# comment` and `> file` dropped. */
export function words(line) {
  const out = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (let m; (m = re.exec(line)); ) {
    if (m[3]?.startsWith('#')) break;
    out.push(m[1] ?? m[2] ?? m[3]);
  }
  const redirect = out.findIndex((w) => w === '>' || w === '2>');
  return redirect < 0 ? out : out.slice(0, redirect);
}

const ALWAYS = new Set(['git', 'rustup', 'apt-get', 'sudo']);
const OPAQUE_CARGO = new Set(['doc', 'fmt', 'clippy', 'install', 'package', 'publish', 'clean', 'bench']);
const OPAQUE_NPM = new Set(['install', 'ci', 'pack', 'publish']);

/**
 * Checks one command in `dir` (the repository, or where a `cd` went). Returns {problems: [string], cd?: dir,
 * run?: [program, ...args]} (a command to run to check it further).
 */
export function checkCommand(line, repo, dir = repo) {
  let w = words(line);
  while (w.length && /^[A-Z_]+=/.test(w[0])) w = w.slice(1); // environment assignments
  const problems = [];
  const need = (path, what) => existsSync(join(dir, path)) || problems.push(`${what} ${path} does not exist`);
  const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
  const [cmd, ...args] = w;
  if (!cmd) return { problems };
  if (ALWAYS.has(cmd)) return { problems };
  if (cmd === 'cd') {
    const to = join(dir, args[0] ?? '');
    if (!existsSync(to) || !statSync(to).isDirectory()) problems.push(`no directory ${args[0]}`);
    return { problems, cd: to };
  }
  if (cmd === 'npm') {
    const [sub, name, ...rest] = args;
    if (sub === 'start' || sub === 'test') {
      if (!pkg.scripts[sub]) problems.push(`package.json has no '${sub}' script`);
    } else if (sub === 'run') {
      if (!pkg.scripts[name]) problems.push(`package.json has no '${name}' script`);
      const extra = rest[0] === '--' ? rest.slice(1) : [];
      if (name === 'render' && extra.length && extra.every((a) => a.startsWith('-') || existsSync(join(dir, a)))) {
        return { problems, run: ['node', 'scripts/render.mjs', ...extra] };
      }
    } else if (!OPAQUE_NPM.has(sub)) problems.push(`unknown npm command '${sub}'`);
    return { problems };
  }
  if (cmd === 'node' || cmd === 'bash' || cmd === 'python3') {
    if (args[0] === '-m') return { problems };
    const paths = args.filter((a) => !a.startsWith('-'));
    if (args.includes('--test')) paths.forEach((p) => need(p, 'the tests'));
    else if (paths[0]) need(paths[0], 'the script');
    if (cmd === 'node' && paths[0] === 'scripts/pages.mjs' && args.includes('--check')) return { problems, run: w };
    return { problems };
  }
  if (cmd === 'cargo') {
    const sub = args.find((a) => !a.startsWith('+'));
    const opt = (name) => args[args.indexOf(name) + 1];
    if (args.includes('--example')) need(`examples/${opt('--example')}.rs`, 'the example');
    if (args.includes('--test')) need(`tests/${opt('--test')}.rs`, 'the test');
    if (sub === 'fuzz') {
      const target = args.slice(args.indexOf('run') + 1).find((a) => !a.startsWith('-') && a !== 'none');
      need(`fuzz_targets/${target}.rs`, 'the fuzz target');
    } else if (!['test', 'run', 'build'].includes(sub) && !OPAQUE_CARGO.has(sub)) {
      problems.push(`unknown cargo command '${sub}'`);
    }
    return { problems };
  }
  if (cmd === 'valgrind') {
    const program = args.find((a) => !a.startsWith('-'));
    const example = /^target\/release\/examples\/([\w-]+)$/.exec(program ?? '');
    if (example) need(`examples/${example[1]}.rs`, 'the example');
    else problems.push(`valgrind runs ${program}, which is not an example of the crate`);
    return { problems };
  }
  problems.push(`tests/node/_commands.mjs does not know the command '${cmd}': add its check`);
  return { problems };
}
