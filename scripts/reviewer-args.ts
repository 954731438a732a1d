/**
 * The arguments of a command a reviewer runs (policy:diff, policy:replay): the git ref to compare
 * with (main unless given) and the options it takes, each followed by its value ("--out report.md").
 */
export function reviewerArgs(args: readonly string[], options: readonly string[]): { readonly ref: string; readonly option: (name: string) => string | undefined } {
  const valueAt = new Set(options.map((name) => args.indexOf(name) + 1).filter((index) => index > 0));
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  return { ref: args.find((arg, index) => !arg.startsWith('--') && !valueAt.has(index)) ?? 'main', option };
}
