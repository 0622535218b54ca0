import { Text, VisuallyHidden } from '@mantine/core';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { changedFields, describeValue, fieldLabel, type ChangeValue } from '../change-format';
import classes from './change-diff.module.css';

function Value({ value, side }: { value: ChangeValue; side: 'before' | 'after' }) {
  const label = side === 'before' ? 'Before' : 'After';
  return (
    <div className={`${classes.value} ${classes[side]}`} data-side={side}>
      <VisuallyHidden>{label}: </VisuallyHidden>
      {value.kind === 'empty' ? (
        <Text span fz="sm" c="dimmed" fs="italic">
          empty
        </Text>
      ) : value.kind === 'text' ? (
        value.text
      ) : value.kind === 'list' ? (
        <ul className={classes.list}>
          {value.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <ul className={classes.thumbs}>
          {value.urls.map((url, i) => (
            <li key={`${url}-${i}`}>
              <img src={url} alt={`Image ${i + 1}${i === 0 ? ' (cover)' : ''}`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type ChangeDiffProps = {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Name of the list for screen readers. */
  label?: string;
};

/** A change field by field: each field's value before and after, lists shown as lists and images as thumbnails. */
export function ChangeDiff({ before, after, label = 'Changed fields' }: ChangeDiffProps) {
  const fields = changedFields(before, after);
  if (fields.length === 0) return null;
  const onlyAfter = before === null;
  return (
    <div role="list" aria-label={label}>
      {fields.map((key) => (
        <div key={key} className={classes.field} role="listitem" data-testid="change-field" data-field={key}>
          <Text fz="xs" fw={700} tt="uppercase" c="forest.8" style={{ letterSpacing: '0.04em' }}>
            {fieldLabel(key)}
          </Text>
          {onlyAfter ? (
            <Value value={describeValue(key, after?.[key])} side="after" />
          ) : (
            <div className={classes.values}>
              <Value value={describeValue(key, before?.[key])} side="before" />
              <span className={classes.arrow} aria-hidden="true">
                <ArrowRightIcon size={16} />
              </span>
              <Value value={describeValue(key, after?.[key])} side="after" />
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
