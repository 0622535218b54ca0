import { describe, expect, it } from 'vitest';
import { embedCodes, widgetAddress, widgetFrameSize } from '../src/features/widgets/embed-code';

const choice = { kind: 'mytotalimpactwidget' as const, style: { theme: 'dark' as const, size: 'large' as const, accent: '1f8a5b', goal: 900 }, key: 'companykey0123456789ab', memberKey: 'memberkey0123456789abc' };

describe('embed codes', () => {
  it('carry the style, and a goal only for the goal widget', () => {
    expect(widgetAddress(choice)).toBe('/frontgivingwidget/mytotalimpactwidget/companykey0123456789ab?theme=dark&size=large&accent=1f8a5b');
    expect(widgetAddress({ ...choice, kind: 'myimpactgoalwidget' })).toContain('goal=900');
    expect(widgetAddress({ ...choice, kind: 'mytotalimpacthivewidget' })).toContain('/companykey0123456789ab/memberkey0123456789abc?');
  });

  it('size the frame by the widget and the chosen size', () => {
    expect(widgetFrameSize(choice)).toEqual({ width: 375, height: 263 });
    expect(widgetFrameSize({ kind: 'b1g1widget', style: { ...choice.style, size: 'medium' } })).toEqual({ width: 300, height: 190 });
  });

  it('write valid, escaped HTML for a frame and for the script', () => {
    const codes = embedCodes(choice, 'https://give.example');
    expect(codes.iframe).toBe(
      '<iframe src="https://give.example/frontgivingwidget/mytotalimpactwidget/companykey0123456789ab?theme=dark&amp;size=large&amp;accent=1f8a5b" width="375" height="263" title="Total impact counter by Goodhive" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
    expect(codes.script).toContain('<script src="https://give.example/widget/embed.js" data-goodhive-widget="/frontgivingwidget/mytotalimpactwidget/');
    expect(codes.script).toMatch(/async><\/script>$/);
  });
});
