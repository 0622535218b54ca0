import { describe, expect, it } from 'vitest';
import { DESKTOP_BREAKPOINT_PX, MOBILE_BELOW_PX } from '@goodhive/contract';
import { breakpoints } from '../src/app/theme';

describe('theme breakpoints', () => {
  it('use the specification’s pixels for the public menu and the side menus', () => {
    expect(breakpoints.publicMenu).toBe(`${DESKTOP_BREAKPOINT_PX}px`);
    expect(breakpoints.sideMenu).toBe(`${MOBILE_BELOW_PX}px`);
  });
});
