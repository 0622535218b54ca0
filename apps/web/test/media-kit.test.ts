import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS, BRAND_PALETTE, BRAND_TYPOGRAPHY, MEDIA_KIT_BADGES, MEDIA_KIT_LOGOS } from '@goodhive/contract';
import { businessMenu } from '../src/app/menus';
import { routes } from '../src/app/routes';
import { isMenuItemActive } from '../src/app/menu';
import { theme } from '../src/app/theme';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');

describe('media kit', () => {
  it("its palette and typefaces are the web app theme's", () => {
    const themeColours = new Set([...(theme.colors!.honey ?? []), ...(theme.colors!.forest ?? []), theme.black, '#fbf8f2'].map((c) => c!.toLowerCase()));
    for (const colour of BRAND_PALETTE) expect(themeColours, colour.name).toContain(colour.hex);
    for (const hex of Object.values(BRAND_COLOURS).filter((c) => c !== BRAND_COLOURS.muted)) expect(themeColours).toContain(hex);
    expect(BRAND_TYPOGRAPHY.find((t) => t.role === 'Headings')!.stack).toBe(theme.headings!.fontFamily);
    expect(BRAND_TYPOGRAPHY.find((t) => t.role === 'Body')!.stack).toBe(theme.fontFamily);
  });

  it('every logo and badge it offers is a file of the stated format and size', () => {
    for (const asset of [...MEDIA_KIT_LOGOS, ...MEDIA_KIT_BADGES]) {
      const bytes = fs.readFileSync(path.join(publicDir, 'media-kit', asset.file));
      if (asset.format === 'PNG') {
        expect(bytes.subarray(1, 4).toString(), asset.file).toBe('PNG');
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], asset.file).toEqual([asset.width, asset.height]);
      } else {
        const svg = bytes.toString();
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), asset.file).toBe(true);
        expect(svg, asset.file).toContain(`width="${asset.width}" height="${asset.height}"`);
        // Outlined: no text that would depend on the viewer's fonts.
        expect(svg, asset.file).not.toContain('<text');
      }
    }
  });

  it("the side menu's Media kit entry opens the brand guideline and stays current on every section", () => {
    const items = businessMenu.flatMap((group) => group.items);
    const mediaKit = items.find((item) => item.label === 'Media kit')!;
    expect(mediaKit).toMatchObject({ path: '/media-kit-brand-guideline' });
    for (const name of ['media-kit', 'media-kit-visual-elements', 'media-kit-sharing-templates', 'media-kit-written-content']) {
      expect(routes.some((r) => r.name === name), name).toBe(true);
      expect(isMenuItemActive(mediaKit, name), name).toBe(true);
    }
    expect(items.find((item) => item.label === 'Useful resources')).toMatchObject({ path: '/useful-resources' });
  });
});
