// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@goodhive/contract';
import { SideMenu } from '../src/app/layouts/side-menu';
import { businessMenu } from '../src/app/menus';
import { ShellContext } from '../src/app/shell-context';
import { theme } from '../src/app/theme';
import { ROUTES_UNLOCKED_BY_GIVING, isMenuEntryLocked } from '../src/lib/menu-lock';
import { makeUser } from './fixtures';
import { stubBrowserApis } from './render';

beforeAll(stubBrowserApis);
afterEach(cleanup);

const company = makeUser();
const personal = makeUser({ account: 'user' });

describe('Share and Community entries before the first giving', () => {
  it('lock for a company without paid giving only', () => {
    expect(isMenuEntryLocked('gratitude-certificate', company, false)).toBe(true);
    expect(isMenuEntryLocked('gratitude-certificate', company, true)).toBe(false);
    // While the giving status loads, or when it failed, nothing flashes locked.
    expect(isMenuEntryLocked('gratitude-certificate', company, undefined)).toBe(false);
    expect(isMenuEntryLocked('gratitude-certificate', personal, false)).toBe(false);
    expect(isMenuEntryLocked('impact.history', company, false)).toBe(false);
    expect(isMenuEntryLocked('home', company, false)).toBe(false);
  });

  it('name entries the business menu really has', () => {
    const names = businessMenu.flatMap((g) => g.items.map((i) => i.name));
    for (const name of ROUTES_UNLOCKED_BY_GIVING) expect(names, name).toContain(name);
  });

  it('show in the menu without a link, with the reason for each entry', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>
          <ShellContext value={{ routeName: 'home', layout: 'business' }}>
            <SideMenu
              groups={businessMenu}
              label="Business menu"
              isDisabled={(item) => isMenuEntryLocked(item.name, company, false)}
              disabledHint={() => messages.unlockFirstGiving}
            />
          </ShellContext>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'View Impact History' }).getAttribute('href')).toBe('/impact-history');
    for (const label of ['Embed Impact Widgets', 'Gratitude certificate', 'Business listing', 'Partnership status']) {
      expect(screen.queryByRole('link', { name: new RegExp(label) })).toBeNull();
      const locked = screen.getByText(label).closest('[aria-disabled="true"]');
      expect(locked?.textContent).toContain(messages.unlockFirstGiving);
    }
  });
});
