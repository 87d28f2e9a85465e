type Param = string | number | null;

/**
 * Turns `:name` placeholders into positional `?`s with the values in order, so one statement can
 * use a value several times while drivers (SQLite here, `$n` for a Postgres adapter) only see
 * positional parameters.
 */
export function named(sql: string, values: Record<string, Param>): [string, ...Param[]] {
  let compiled = cache.get(sql);
  if (!compiled) {
    const names: string[] = [];
    const text = sql.replace(/:([a-z_][a-z0-9_]*)/gi, (_, name: string) => {
      names.push(name);
      return '?';
    });
    cache.set(sql, (compiled = { text, names }));
  }
  return [
    compiled.text,
    ...compiled.names.map((name) => {
      if (!(name in values)) throw new Error(`no value for :${name}`);
      return values[name];
    }),
  ];
}

// Statements are a handful of constants: compile each once, and hand the driver the same string
// object every time so its prepared-statement cache hits without rehashing a new string.
const cache = new Map<string, { text: string; names: string[] }>();
