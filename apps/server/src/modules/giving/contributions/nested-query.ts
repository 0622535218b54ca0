type Nested = { [key: string]: string | string[] | Nested };

/**
 * Parses a query string with key[sub]=value nesting (filters[date][from]=2026-01-01, ids[]=1&ids[]=2) into
 * objects and arrays. Empty values are dropped, as the web app drops them. Keys that would reach an
 * object's prototype are ignored.
 */
export function parseNestedQuery(queryString: string): Nested {
  const out: Nested = {};
  for (const [rawKey, value] of new URLSearchParams(queryString)) {
    if (value === '') continue;
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    if (path.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) continue;
    let node: Nested = out;
    for (let i = 0; i < path.length; i += 1) {
      const key = path[i];
      const isLast = i === path.length - 1;
      const nextIsList = path[i + 1] === '';
      if (isLast) {
        if (key === '') continue; // handled by the parent as a list
        node[key] = value;
      } else if (nextIsList && i + 1 === path.length - 1) {
        const list = node[key];
        node[key] = Array.isArray(list) ? [...list, value] : [value];
        break;
      } else {
        const child = node[key];
        if (typeof child !== 'object' || Array.isArray(child)) node[key] = {};
        node = node[key] as Nested;
      }
    }
  }
  return out;
}
