import { NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { ColorInput } from '../../../components/ui/color-input';
import { WIDGET_GOAL_MAX, WIDGET_SIZES, WIDGET_THEMES, type WidgetKind, type WidgetSize, type WidgetStyle, type WidgetTheme } from '@goodhive/contract';

type StyleControlsProps = { kind: WidgetKind; style: WidgetStyle; onChange: (style: WidgetStyle) => void };

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Theme, size, accent colour and (goal widget) the impact goal. */
export function StyleControls({ kind, style, onChange }: StyleControlsProps) {
  const accentHex = `#${style.accent}`;
  return (
    <Stack gap="md">
      <div>
        <Text component="label" id="theme-label" fz="sm" fw={600} mb={6} display="block">
          Theme
        </Text>
        <SegmentedControl
          aria-labelledby="theme-label"
          fullWidth
          value={style.theme}
          onChange={(theme) => onChange({ ...style, theme: theme as WidgetTheme })}
          data={WIDGET_THEMES.map((t) => ({ value: t, label: label(t) }))}
        />
      </div>
      <div>
        <Text component="label" id="size-label" fz="sm" fw={600} mb={6} display="block">
          Size
        </Text>
        <SegmentedControl
          aria-labelledby="size-label"
          fullWidth
          value={style.size}
          onChange={(size) => onChange({ ...style, size: size as WidgetSize })}
          data={WIDGET_SIZES.map((s) => ({ value: s, label: label(s) }))}
        />
      </div>
      <ColorInput
        label="Accent colour"
        description="The top line and highlights of the widget."
        format="hex"
        value={accentHex}
        swatches={['#e8a317', '#1f8a5b', '#2f6fd6', '#d9480f', '#7048e8', '#0f4631']}
        onChange={(value) => {
          if (/^#[0-9a-fA-F]{6}$/.test(value)) onChange({ ...style, accent: value.slice(1).toLowerCase() });
        }}
      />
      {kind === 'myimpactgoalwidget' ? (
        <NumberInput
          label="Impact goal"
          description="How many impacts you aim for; the widget shows your progress towards it."
          min={1}
          max={WIDGET_GOAL_MAX}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          value={style.goal ?? ''}
          onChange={(value) => onChange({ ...style, goal: typeof value === 'number' && value >= 1 ? Math.min(value, WIDGET_GOAL_MAX) : undefined })}
        />
      ) : null}
    </Stack>
  );
}
