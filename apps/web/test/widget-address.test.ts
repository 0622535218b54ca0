import { describe, expect, it } from 'vitest';
import { widgetPath, widgetQuery } from '@goodhive/contract/widget-kinds';
import { parseWidgetAddress } from '../src/widgets/address';

describe('widget addresses', () => {
  it('read the kind, key, member and style of a widget page', () => {
    expect(parseWidgetAddress('/frontgivingwidget/myimpactgoalwidget/abcdefgh12345678901234', '?theme=dark&size=large&accent=1F8A5B&goal=5000')).toEqual({
      kind: 'myimpactgoalwidget',
      key: 'abcdefgh12345678901234',
      memberKey: null,
      style: { theme: 'dark', size: 'large', accent: '1f8a5b', goal: 5000 },
    });
    expect(parseWidgetAddress('/frontgivingwidget/mytotalimpacthivewidget/companykey12/memberkey123/', '')?.memberKey).toBe('memberkey123');
  });

  it('fall back to the default style for values it does not know', () => {
    expect(parseWidgetAddress('/frontgivingwidget/mywidget/abcdefgh', '?theme=neon&size=huge&accent=red&goal=-3')?.style).toEqual({
      theme: 'light',
      size: 'medium',
      accent: 'e8a317',
      goal: undefined,
    });
  });

  it('refuse paths that are not widgets', () => {
    expect(parseWidgetAddress('/frontgivingwidget/unknownwidget/abcdefgh', '')).toBeNull();
    expect(parseWidgetAddress('/frontgivingwidget/mywidget', '')).toBeNull();
    expect(parseWidgetAddress('/impact', '')).toBeNull();
  });

  it('are written back with only the non-default style in the query', () => {
    expect(widgetQuery({ theme: 'light', size: 'medium', accent: 'e8a317' })).toBe('');
    expect(widgetQuery({ theme: 'dark', size: 'small', accent: '1F8A5B', goal: 100 })).toBe('?theme=dark&size=small&accent=1f8a5b&goal=100');
    expect(widgetPath('mytotalimpacthivewidget', 'companykey', 'memberkey')).toBe('/frontgivingwidget/mytotalimpacthivewidget/companykey/memberkey');
    expect(widgetPath('b1g1widget', 'companykey')).toBe('/frontgivingwidget/b1g1widget/companykey');
  });
});
