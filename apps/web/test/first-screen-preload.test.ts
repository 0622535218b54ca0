import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS_FILE, firstScreenPreload } from '../vite-first-screen-preload';

const root = '/app';
const chunk = (fileName: string, imports: string[], facade: string | null, extra: { isEntry?: boolean; css?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId: facade ? path.join(root, facade) : null,
  isEntry: extra.isEntry ?? false,
  viteMetadata: { importedCss: new Set(extra.css ?? []) },
});
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/shell.js'], 'src/main.tsx', { isEntry: true }),
    chunk('assets/shell.js', [], null),
    chunk('assets/login-page.js', ['assets/shell.js', 'assets/form.js'], 'src/login-page.tsx', { css: ['assets/login-page.css'] }),
    chunk('assets/form.js', [], null),
    chunk('assets/layout.js', ['assets/menu.js'], 'src/layout.tsx'),
    chunk('assets/menu.js', [], null),
    // styles-only.js held nothing but CSS: the build dropped it, and it must not be preloaded.
    chunk('assets/list-page.js', ['assets/form.js', 'assets/styles-only.js'], 'src/list-page.tsx'),
  ].map((item) => [item.fileName, item]),
);

type Table = { screens: { pattern: string; scripts: string[]; styles: string[] }[] };

/** What the build writes to first-screens.json for these screens. */
function tableFor(screens: Parameters<typeof firstScreenPreload>[1]): Table {
  const plugin = firstScreenPreload(root, screens);
  const emitted: { fileName: string; source: string }[] = [];
  const hook = (plugin.generateBundle as { handler: (this: unknown, options: unknown, output: unknown) => void }).handler;
  hook.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) }, {}, bundle);
  expect(emitted.map((file) => file.fileName)).toEqual([FIRST_SCREENS_FILE]);
  return JSON.parse(emitted[0]!.source) as Table;
}

describe('first screen preload', () => {
  const screens = [
    { pattern: /^\/login\/?$/, modules: ['src/login-page.tsx'] },
    { pattern: /^\/list\/\d+$/, modules: ['src/layout.tsx', 'src/list-page.tsx'] },
  ];

  it('lists the chunks and styles of each screen, leaving out what the entry loads anyway', () => {
    expect(tableFor(screens)).toEqual({
      screens: [
        { pattern: '^\\/login\\/?$', scripts: ['assets/login-page.js', 'assets/form.js'], styles: ['assets/login-page.css'] },
        { pattern: '^\\/list\\/\\d+$', scripts: ['assets/layout.js', 'assets/menu.js', 'assets/list-page.js', 'assets/form.js'], styles: [] },
      ],
    });
  });

  it('gives patterns the server can match addresses with', () => {
    const [login, list] = tableFor(screens).screens.map((screen) => new RegExp(screen.pattern));
    expect(['/login', '/login/', '/login/other'].map((address) => login!.test(address))).toEqual([true, true, false]);
    expect(['/list/12', '/list/new'].map((address) => list!.test(address))).toEqual([true, false]);
  });

  it('fails the build when a listed module is no longer a chunk of its own', () => {
    expect(() => tableFor([{ pattern: /^\/gone$/, modules: ['src/gone.tsx'] }])).toThrow(/src\/gone\.tsx/);
  });
});
